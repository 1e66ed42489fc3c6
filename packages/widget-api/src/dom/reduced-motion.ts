const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked for less motion (`prefers-reduced-motion: reduce`). Read at each use rather than
 * once, so a change of the setting applies to the next effect at once. A window without `matchMedia` (an old
 * engine, a test double) allows motion.
 */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.(REDUCE).matches ?? false;
}

/**
 * Calls `handler` whenever the visitor changes the preference, for motion already under way (a parallax, held
 * entrance animations) that must stop or finish at once. Returns the function that stops listening.
 */
export function watchReducedMotion(win: Window, handler: () => void): () => void {
  const query = win.matchMedia?.(REDUCE);
  query?.addEventListener?.('change', handler);
  return () => query?.removeEventListener?.('change', handler);
}

/**
 * Plays a Web Animation unless the visitor prefers reduced motion (or the element cannot animate: an old
 * engine, a test's DOM), so every effect respects the preference the same way.
 */
export function animateIfMotionAllowed(
  element: Element,
  keyframes: Keyframe[],
  options: KeyframeAnimationOptions,
  win: Window = window,
): void {
  if (prefersReducedMotion(win) || typeof element.animate !== 'function') return;
  element.animate(keyframes, options);
}
