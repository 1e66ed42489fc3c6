/** The visitor asked for less motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
