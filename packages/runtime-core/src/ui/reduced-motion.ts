/** Whether the visitor asked for less motion; read at each use so a change applies at once. */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Runs a Web Animation unless the visitor prefers reduced motion (or the environment cannot animate), so
 * every effect core plays respects the preference the same way.
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
