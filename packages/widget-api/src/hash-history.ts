/** The location's hash without its `#`, percent-decoded (kept as it is when it is not valid encoding). */
export function readHash(win: Window = window): string {
  const raw = win.location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface WriteHashOptions {
  /** True adds a history entry (Back returns to the previous hash); default false replaces the current one. */
  entry?: boolean;
}

/**
 * Puts `hash` (without `#`; empty removes it) in the address bar without scrolling or firing `hashchange`,
 * keeping the entry's state, so a widget can record where the visitor is (an open photo, a tab) in a link.
 */
export function writeHash(
  hash: string,
  { entry = false }: WriteHashOptions = {},
  win: Window = window,
): void {
  const url = new URL(win.location.href);
  url.hash = hash.replace(/^#/, '');
  const href = hash === '' ? url.href.replace(/#.*$/, '') : url.href;
  if (href === win.location.href) return;
  if (entry) win.history.pushState(win.history.state, '', href);
  else win.history.replaceState(win.history.state, '', href);
}
