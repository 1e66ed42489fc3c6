/** Whether the visitor asked for less motion; read at each use so a change applies at once. */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
