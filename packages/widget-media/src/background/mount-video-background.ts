import type { WidgetContext } from '@vitrine/widget-api';
import { startVideoBackground } from './video-background';

// Plain DOM, no React: a background decorates a section the server rendered, and a page whose only media is
// its hero's video never downloads React for it.
export function mount(element: HTMLElement, context: WidgetContext<unknown>): void {
  startVideoBackground(element, context);
}

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { videoBackgroundConfig } from './config';
