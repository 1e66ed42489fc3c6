// Shared by the benchmarks: start the built demo server on a free port with a throwaway database, and launch
// Debian's Chromium the way the end-to-end suite does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const serverEntry = join(dirname(require.resolve('@vitrine/demo-site/package.json')), 'dist/server.js');

export async function startDemoServer() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const child = spawn(process.execPath, [serverEntry, '--port', '0', '--db', join(dir, 'bench.db')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
