import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetContext } from '../context';
import type { WidgetMount } from '../define-widget';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

export interface WidgetProps<Config> {
  config: Config;
  context: WidgetContext<Config>;
}

export interface ReactMountOptions {
  /** Shown in the island when the component throws; nothing by default. */
  fallback?: ReactNode;
}

let islandCount = 0;

/**
 * Turns a component into a widget's `mount`: one React root per element (an island), wrapped in an error
 * boundary, with an `identifierPrefix` of its own so `useId` values never collide between islands.
 */
export function reactMount<Config>(
  WidgetComponent: ComponentType<WidgetProps<Config>>,
  { fallback = null }: ReactMountOptions = {},
): WidgetMount<Config> {
  return (element, context) => {
    islandCount += 1;
    const { logger } = context;
    const root = createRoot(element, {
      identifierPrefix: `vw${islandCount}-${context.widgetId.replace(/[^\w-]/g, '')}-`,
      onUncaughtError: (error) => logger.error('uncaught error in the widget', error),
      onRecoverableError: (error) => logger.warn('React recovered from an error in the widget', error),
    });
    root.render(
      <WidgetErrorBoundary logger={logger} fallback={fallback}>
        <WidgetComponent config={context.config} context={context} />
      </WidgetErrorBoundary>,
    );
    return () => root.unmount();
  };
}
