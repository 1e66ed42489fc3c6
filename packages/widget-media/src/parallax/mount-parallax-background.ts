import type { WidgetContext } from '@vitrine/widget-api';
import type { ParallaxBackgroundConfig } from './config';
import { startParallaxBackground } from './parallax-background';

// Plain DOM, no React: a parallax background decorates a section the server rendered.
export function mount(element: HTMLElement, context: WidgetContext<ParallaxBackgroundConfig>): void {
  startParallaxBackground(element, context.config, context);
}
