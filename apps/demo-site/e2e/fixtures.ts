import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { test as base } from '@playwright/test';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  type ConsentCategory,
  type ConsentMode,
  formatConsentCookie,
} from '@vitrine/widget-api/consent';
import { CONSENT_POLICY_VERSION } from '../src/site/site';
import {
  CHILD_SERVER_START_MS,
  CHILD_SERVER_STOP_MS,
  startChildServer,
  stopChildServer,
} from './child-server';
import { expect } from './expect';
import type { StaticHost } from './static-host';
import { startStaticHost } from './static-host';

/** What the admin endpoint answers: the page's new publication. */
export interface Publication {
  alias: string;
  uuid: string;
  published_at: string;
}

export interface DemoServer {
  /** `http://127.0.0.1:{port}`, also every test's `baseURL`. */
  origin: string;
  /** The home page. */
  url: string;
}

const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const EXPORT_ENTRY = fileURLToPath(new URL('../dist/export.js', import.meta.url));
const READY_LINE = /^Vitrine demo site: (http:\/\/\S+)$/m;

/** The owner password every test server is started with (`--owner-password`). */
export const OWNER_PASSWORD = 'e2e-owner-password';
/**
 * The suite sends far more messages, log batches, blog calls and sign-ins from 127.0.0.1 than any visitor, and
 * its parallel browsers open many connections from that one address: its servers raise the per-client limits.
 * A test of the limits themselves starts a server of its own with `startDemoServer`.
 */
export const SUITE_LIMITS = [
  ...['forms', 'logs', 'flags', 'auth', 'login', 'captcha', 'push', 'blog', 'extensions'].flatMap((name) => [
    '--rate-limit',
    `${name}=100000/60`,
  ]),
  ...['log-bytes', 'flag-bytes'].flatMap((name) => ['--rate-limit', `${name}=1000000000/60`]),
  ...['--client-connections', '10000', '--client-bodies', '10000'],
];

/**
 * Starts `node dist/server.js --port 0 --admin --owner-password … --db <temp> [args]` and resolves once it
 * printed its URL.
 */
export async function startDemoServer(
  dbPath: string,
  args: readonly string[] = SUITE_LIMITS,
): Promise<{ child: ChildProcess; server: DemoServer }> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} does not exist: build first (pnpm turbo run build --filter=@vitrine/demo-site...)`,
    );
  }
  // The server only writes to stderr when something went wrong: it shows next to the failing test.
  const { child, url } = await startChildServer(
    'demo server',
    [SERVER_ENTRY, '--port', '0', '--admin', '--owner-password', OWNER_PASSWORD, '--db', dbPath, ...args],
    READY_LINE,
  );
  return { child, server: { origin: new URL(url).origin, url } };
}

export const stopDemoServer = stopChildServer;

/**
 * Signs a request context in as the site owner (a page's `page.request` shares the page's cookies) and answers
 * the session's CSRF token, which admin POSTs send as `X-CSRF-Token` with the site's own `Origin`.
 */
export async function signInAsOwner(request: APIRequestContext, origin: string): Promise<string> {
  const response = await request.post(`${origin}/_demo/login`, {
    form: { password: OWNER_PASSWORD },
    headers: { origin, accept: 'application/json' },
  });
  expect(response.status(), 'owner sign-in').toBe(200);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** The owner's inbox page as HTML, signed in first. */
export async function inboxHtml(request: APIRequestContext, origin: string): Promise<string> {
  await signInAsOwner(request, origin);
  const response = await request.get('/_demo/inbox');
  expect(response.status(), 'inbox').toBe(200);
  return response.text();
}

interface TestFixtures {
  /** Publishes a page again through the admin endpoint, as a site owner pressing Publish would. */
  republish: (alias: string) => Promise<Publication>;
  /**
   * The categories the visitor accepted before the test (the `_dm_consent` cookie), or null for a visitor who
   * never answered (not undefined: `test.use` reads undefined as "the default"). Everything, for the suite, as
   * for a returning visitor who pressed Accept all: otherwise the demo (`opt-in`) would hold every third party
   * behind a facade and show the notice over the bottom of every page. The cookie notice's and consent's own
   * tests take it away.
   */
  consentAnswer: readonly ConsentCategory[] | null;
}

/**
 * What the suite's pages come from: `server`, the demo server (page JSON, as today); `static`, the static export
 * served by a plain static file server, with the demo server as its API origin (HTML answers). A Playwright
 * project sets it (playwright.config.ts).
 */
export type SiteKind = 'server' | 'static';

/** Where the tests' pages come from (also every test's `baseURL`). */
export interface SiteUnderTest {
  kind: SiteKind;
  origin: string;
}

interface WorkerFixtures {
  /**
   * The site's consent mode when not the demo's own `opt-in` (`--consent-mode` of the server and the export).
   * A worker option: a describe that sets it gets workers, and servers, of its own.
   */
  siteConsentMode: ConsentMode | undefined;
  /** The demo server; with the `static` project, the API origin of the exported pages. */
  demoServer: DemoServer;
  siteKind: SiteKind;
  /** The static host of the `static` project (started first: the server's CORS names its origin). */
  staticHost: StaticHost | undefined;
  site: SiteUnderTest;
}

/** `--consent-mode …` for the server and the export, when the test asks for a mode other than the demo's. */
const consentModeArgs = (mode: ConsentMode | undefined): string[] => (mode ? ['--consent-mode', mode] : []);

/** Runs the export command (`node dist/export.js`) into `outDir`. */
async function exportSite(
  outDir: string,
  origin: string,
  apiOrigin: string,
  consentMode: ConsentMode | undefined,
): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      [
        EXPORT_ENTRY,
        '--out',
        outDir,
        '--origin',
        origin,
        '--api-origin',
        apiOrigin,
        ...consentModeArgs(consentMode),
      ],
      (error, _stdout, stderr) =>
        error ? reject(new Error(`export failed: ${stderr || error.message}`)) : resolve(),
    ),
  );
}

/** Every category: what a visitor who pressed Accept all has given. */
export const ACCEPTED_ALL: readonly ConsentCategory[] = CONSENT_CATEGORIES;

/**
 * Gives `context` the answer a visitor gave the cookie notice before, as the `_dm_consent` cookie core writes
 * (for every port of `origin`'s host: the static host and its API origin share it, as cookies ignore ports).
 */
export async function giveConsentAnswer(
  context: BrowserContext,
  origin: string,
  categories: readonly ConsentCategory[],
): Promise<void> {
  const value = encodeURIComponent(formatConsentCookie(categories, CONSENT_POLICY_VERSION));
  await context.addCookies([{ name: CONSENT_COOKIE, value, url: origin }]);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteKind: ['server', { scope: 'worker', option: true }],
  siteConsentMode: [undefined, { scope: 'worker', option: true }],
  staticHost: [
    async ({ siteKind }, use) => {
      if (siteKind !== 'static') return use(undefined);
      // The host serves the folder as it is at each request: the export fills it once the API's origin is known.
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-static-'));
      const host = await startStaticHost(dir);
      try {
        await use(host);
      } finally {
        await host.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: CHILD_SERVER_START_MS + CHILD_SERVER_STOP_MS + 5_000 },
  ],
  site: [
    async ({ siteKind, staticHost, demoServer, siteConsentMode }, use) => {
      if (!staticHost) return use({ kind: siteKind, origin: demoServer.origin });
      await exportSite(staticHost.root, staticHost.origin, demoServer.origin, siteConsentMode);
      await use({ kind: 'static', origin: staticHost.origin });
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  demoServer: [
    async ({ staticHost, siteConsentMode }, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
      let child: ChildProcess | undefined;
      try {
        const started = await startDemoServer(join(dir, 'vitrine.db'), [
          ...SUITE_LIMITS,
          ...(staticHost ? ['--cors-origin', staticHost.origin] : []),
          ...consentModeArgs(siteConsentMode),
        ]);
        child = started.child;
        await use(started.server);
      } finally {
        if (child) await stopDemoServer(child);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: CHILD_SERVER_START_MS + CHILD_SERVER_STOP_MS + 5_000 },
  ],
  consentAnswer: [ACCEPTED_ALL, { option: true }],
  page: async ({ page, consentAnswer, site }, use) => {
    if (consentAnswer) await giveConsentAnswer(page.context(), site.origin, consentAnswer);
    await use(page);
  },
  baseURL: async ({ site }, use) => {
    await use(site.origin);
  },
  republish: async ({ request, demoServer }, use) => {
    await use(async (alias) => {
      const csrfToken = await signInAsOwner(request, demoServer.origin);
      const response = await request.post(
        `${demoServer.origin}/_demo/republish/${encodeURIComponent(alias)}`,
        {
          headers: { origin: demoServer.origin, 'x-csrf-token': csrfToken },
        },
      );
      expect(response.ok(), `republish ${alias}: HTTP ${response.status()}`).toBe(true);
      return (await response.json()) as Publication;
    });
  },
});

export { expect };
