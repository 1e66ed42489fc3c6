import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import type { Logger } from '../logger';

interface WidgetErrorBoundaryProps {
  logger: Logger;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a render error inside its island: logged, the island shows the fallback, the page carries on. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.logger.error('the widget failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
