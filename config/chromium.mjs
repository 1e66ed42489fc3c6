// How every browser here is launched (end-to-end suite, benchmarks): Debian's Chromium, since no test tool
// may download a browser on these machines.
export const chromiumExecutablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end suite's browser: Debian's `chromium-headless-shell`, Chromium's own headless build of the same
 * release (the same Blink and V8 as `chromium`, without the desktop browser around them), which Playwright runs
 * headless tests in by default. A test's new page costs a quarter of the full browser's, and its first load half,
 * on these 2-core machines (172 against 710 ms, 660 against 1263 ms, side by side under load). The cross-engine
 * suite and the benchmarks keep the full `chromium`, the browser visitors have.
 */
export const chromiumHeadlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium keeps trying to reach Google's services on a network that has none.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
