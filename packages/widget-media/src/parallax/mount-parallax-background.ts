import type { WidgetContext } from '@vitrine/widget-api';
import type { ParallaxBackgroundConfig } from './config';
import { startParallaxBackground } from './parallax-background';

// Plain DOM, no React: a parallax background decorates a section the server rendered.
export function mount(element: HTMLElement, context: WidgetContext<ParallaxBackgroundConfig>): void {
  startParallaxBackground(element, context.config, context);
}

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { parallaxBackgroundConfig } from './config';
