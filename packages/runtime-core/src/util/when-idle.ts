/**
 * Runs `task` once the browser is idle, within `timeout` ms even on a page that never is. Where the browser
 * cannot tell (no `requestIdleCallback`), after 50 ms, the idle-callback fallback of spec §9.
 */
export function whenIdle(win: Window, task: () => void, timeout = 2000): void {
  if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout });
  else win.setTimeout(task, 50);
}
