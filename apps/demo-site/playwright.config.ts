import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumHeadlessShellPath } from '../../config/chromium.mjs';
import type { SiteKind } from './e2e/fixtures';

/** The specs that run twice: against the demo server, and against the static export on a plain static host. */
const STATIC_SPECS =
  /(navigation|cache|popups|passwords|prefetch-viewport|static-export|consent-sweep)\.spec\.ts$/;

/**
 * Tests of those specs that the static project leaves to the server's: what they prove happens in the browser
 * once a popup's content is there, the same whichever host answered it (or the test answers it itself). The
 * static project still opens a popup from an exported page, fails to open a missing one on the static host's
 * 404, and shows the exported pages' server instructions.
 */
const SAME_ON_EVERY_HOST = new RegExp(
  [
    'Escape closes it',
    'a click on the overlay closes it',
    'is sized from its options',
    'a popup whose load fails, or brings no content',
    'a double click loads the popup once',
    'closes when the site navigates',
    'an overlay colour from the link reaches the backdrop',
    'entrance animations inside popup content start',
    'axe finds no violations in an open popup',
  ]
    .map((title) => `popups\\.spec\\.ts .*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
    .join('|'),
);

/**
 * End-to-end suite: Debian's Chromium headless shell (Playwright downloads no browser here; config/chromium.mjs says
 * why not the full browser) against the built demo server. Each worker starts its own server on a free port with a
 * throwaway database (see e2e/fixtures.ts), so build first: `pnpm turbo run build --filter=@vitrine/demo-site...`.
 */
export default defineConfig<object, { siteKind: SiteKind }>({
  testDir: 'e2e',
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    ...devices['Desktop Chrome'],
    // Recording a trace of every test to keep the failing ones' cost a quarter of the suite's time on these
    // 2-core machines (82 tests: 215 s with traces, 166 s without). A failure keeps its screenshot; for its trace,
    // run the failing spec again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumHeadlessShellPath,
      args: chromiumArgs,
    },
  },
  projects: [
    // Every spec against the demo server, which answers page JSON (as before); not the static export's own.
    { name: 'server', testIgnore: /static-export\.spec\.ts$/ },
    // The static export (`pnpm export`) on a plain static host, with the demo server as its API origin.
    {
      name: 'static',
      testMatch: STATIC_SPECS,
      grepInvert: SAME_ON_EVERY_HOST,
      use: { siteKind: 'static' satisfies SiteKind },
    },
  ],
});
