// How every browser here is launched (end-to-end suite, benchmarks): Debian's Chromium, since no test tool
// may download a browser on these machines.
export const chromiumExecutablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
