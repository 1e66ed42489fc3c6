// Browser primitives every widget package and core share instead of writing their own: a focus trap, a load
// that is shared and forgotten on failure, the reduced-motion preference, the height the sticky header covers,
// "reached" and visibility of an element, and the global queues code loaded in any order meets at.
export type { FocusTrap, FocusTrapOptions } from './focus-trap';
export { focusableWithin, keepTabInside, trapFocus } from './focus-trap';
export { loadOnce, loadOncePerKey } from './load-once';
export type { ClaimedQueue } from './queue-claim';
export { claimQueue, pushToQueue } from './queue-claim';
export { animateIfMotionAllowed, prefersReducedMotion, watchReducedMotion } from './reduced-motion';
export type { MiniHeaderHeights, StickyHeaderElement } from './sticky-header';
export { STICKY_HEADER_ATTRIBUTE, stickyHeaderOffset } from './sticky-header';
export type { ReachOptions } from './viewport-visibility';
export { watchVisibility, whenReached } from './viewport-visibility';
