import type { WidgetMount } from '@vitrine/widget-api';
import { injectBlogStyles } from '../blog-styles';
import type { PostSwipeConfig } from './config';
import type { Point } from './swipe-gesture';
import { swipeDirection } from './swipe-gesture';

/**
 * Post-to-post swipe (core-runtime spec §4 "Post swipe"): a horizontal swipe on the post follows the next or
 * previous post's link, only when that neighbour exists. The listeners are passive and `touch-action: pan-y`
 * leaves vertical scrolling to the browser: a scroll is never held up or taken over.
 */
export const mount: WidgetMount<PostSwipeConfig> = (element, context) => {
  const { signal, config } = context;
  injectBlogStyles(element.ownerDocument);
  element.classList.add('vw-post-swipe');
  let start: Point | undefined;
  const options = { signal, passive: true } as const;

  element.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches.length === 1 ? event.touches[0] : undefined;
      start = touch ? { x: touch.clientX, y: touch.clientY } : undefined;
    },
    options,
  );
  element.addEventListener(
    'touchmove',
    (event) => {
      // A second finger is a pinch, not a swipe.
      if (event.touches.length !== 1) start = undefined;
    },
    options,
  );
  element.addEventListener('touchcancel', () => (start = undefined), options);
  element.addEventListener(
    'touchend',
    (event) => {
      // Where the finger left: browsers send no touchmove for the first few pixels (their own slop).
      const touch = event.changedTouches[0];
      const direction =
        start && touch ? swipeDirection(start, { x: touch.clientX, y: touch.clientY }) : undefined;
      start = undefined;
      const target =
        direction === 'next' ? config.nextLink : direction === 'previous' ? config.prevLink : undefined;
      if (target) void context.navigation.navigate(target);
    },
    options,
  );
};
