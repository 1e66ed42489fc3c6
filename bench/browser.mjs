// Shared by the benchmarks: start the built demo server on a free port with a throwaway database, and launch
// Debian's Chromium the way the end-to-end suite does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CONSENT_CATEGORIES, CONSENT_COOKIE, formatConsentCookie } from '@vitrine/widget-api/consent';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../config/chromium.mjs';
import { installClickTimer } from './in-page.mjs';

const require = createRequire(import.meta.url);
const serverEntry = join(dirname(require.resolve('@vitrine/demo-site/package.json')), 'dist/server.js');

/** `args` go to the server after its own: `--admin`, `--rate-limit …` for the server load figures. */
/**
 * A bench's browser opens many connections (and posts many log batches) from 127.0.0.1, which stands for
 * many visitors: the per-address caps are raised so the figures measure the pages, not the limits.
 */
const BENCH_LIMITS = [
  '--client-connections',
  '10000',
  '--client-bodies',
  '10000',
  ...['logs', 'flags', 'blog', 'extensions'].flatMap((name) => ['--rate-limit', `${name}=1000000/60`]),
  ...['log-bytes', 'flag-bytes'].flatMap((name) => ['--rate-limit', `${name}=1000000000/60`]),
];

/**
 * `limits: false` keeps the server's own per-address limits (a figure of the limits themselves); `dbPath` puts
 * the database elsewhere (a small filesystem); `wrap` runs the server under another command (`prlimit …`).
 */
export async function startDemoServer(
  args = [],
  { limits = true, dbPath, wrap = [], stderr = 'inherit' } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const database = dbPath ?? join(dir, 'bench.db');
  const command = [
    process.execPath,
    serverEntry,
    '--port',
    '0',
    '--db',
    database,
    ...(limits ? BENCH_LIMITS : []),
    ...args,
  ];
  const child = spawn(
    wrap.length > 0 ? wrap[0] : command[0],
    [...wrap.slice(1), ...(wrap.length > 0 ? command : command.slice(1))],
    {
      stdio: ['ignore', 'pipe', stderr],
    },
  );
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Vitrine demo site: (http:\/\/\S+)/.exec(output);
      if (match) resolve(new URL(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });
  return {
    origin: url.origin,
    home: url.href,
    pid: child.pid,
    dbPath: database,
    child,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes `context` a returning visitor who pressed Accept all. The demo asks first (`opt-in`, docs/consent.md):
 * without an answer every page shows the cookie notice and holds its third parties behind facades, which is a
 * first visit's figure, not the one these benches compare. The policy version is the site's own, read from its
 * home page's site parameters.
 */
export async function acceptAll(context, server) {
  const version = await consentPolicyVersionOf(server);
  const value = encodeURIComponent(formatConsentCookie(CONSENT_CATEGORIES, version));
  await context.addCookies([{ name: CONSENT_COOKIE, value, url: server.origin }]);
}

const policyVersions = new WeakMap();
/** The site's consent policy version, from its home page: read once per server, however many visits ask. */
function consentPolicyVersionOf(server) {
  if (!policyVersions.has(server))
    policyVersions.set(
      server,
      fetch(server.home)
        .then((response) => response.text())
        .then((home) => {
          const version = /"ConsentPolicyVersion":"([^"]*)"/.exec(home)?.[1];
          if (version === undefined) throw new Error(`${server.home} names no ConsentPolicyVersion`);
          return version;
        }),
    );
  return policyVersions.get(server);
}

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
}

/** A demo server and a Chromium page on its home page, ready for `window.__benchNavigate(href)`. */
export async function openBenchPage() {
  const server = await startDemoServer();
  const browser = await launchChromium();
  const page = await browser.newPage();
  await acceptAll(page.context(), server);
  await page.goto(server.home);
  await page.evaluate(installClickTimer);
  const site = new URL(server.home).pathname.replace(/\/home$/, '');
  return {
    page,
    site,
    navigate: (href) => page.evaluate((target) => window.__benchNavigate(target), href),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
