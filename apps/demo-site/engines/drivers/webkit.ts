import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EngineDriver, WEBDRIVER_KEYS } from './driver';
import { WebDriverSession } from './webdriver-session';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const START_TIMEOUT_MS = 20_000;

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a phone. The suite's own GTK style
 * shrinks the toolbar's widgets (not the page, which GTK's style does not reach), so a 390 px viewport is a real
 * 390 px viewport.
 */
const SHRINKABLE_TOOLBAR_CSS =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

/** In the page: the viewport's size once it is `width` × `height`, or whatever it is after `timeoutMs`. */
function viewportOnceSized({
  width,
  height,
  timeoutMs,
}: {
  width: number;
  height: number;
  timeoutMs: number;
}) {
  return new Promise<[number, number]>((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const check = () => {
      const size: [number, number] = [window.innerWidth, window.innerHeight];
      if ((size[0] === width && size[1] === height) || performance.now() > deadline) resolve(size);
      else requestAnimationFrame(check);
    };
    check();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the driver answers its status; rejects with what it printed if it exits or stays silent. */
async function driverReady(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${base}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Debian's WebKitGTK (MiniBrowser) through WebKitWebDriver, classic W3C WebDriver, in a virtual display of its
 * own (`xvfb-run`): MiniBrowser has no headless mode.
 */
export async function launchWebKit(): Promise<EngineDriver> {
  const config = mkdtempSync(join(tmpdir(), 'vitrine-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), SHRINKABLE_TOOLBAR_CSS);
  const port = await freePort();
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1920x1200x24', webkitDriverPath, `--port=${port}`],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, XDG_CONFIG_HOME: config },
    },
  );
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The whole group: xvfb-run, Xvfb, the driver and its MiniBrowser.
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(config, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  let session: WebDriverSession;
  try {
    await driverReady(base, child, () => output);
    session = await WebDriverSession.start(base, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { args: ['--automation'] },
      timeouts: { script: 60_000, pageLoad: 60_000 },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const keys = (text: string) =>
    [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
  const driver: EngineDriver = {
    engine: 'webkit',
    version: String(session.capabilities.browserVersion),
    async goto(url) {
      await session.command('POST', '/url', { url });
    },
    evaluate: (fn, arg) => session.executeAsync(fn, arg),
    async setViewport(width, height) {
      // The window's rect includes MiniBrowser's toolbar: size it, measure the page's viewport, correct. The page
      // sees a new size a few frames after the window has it, so the measure waits for the size asked for.
      let rect = { width, height };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await session.command('POST', '/window/rect', rect);
        const inner = await driver.evaluate(viewportOnceSized, { width, height, timeoutMs: 2_000 });
        if (inner[0] === width && inner[1] === height) return;
        rect = { width: rect.width + width - inner[0], height: rect.height + height - inner[1] };
      }
      throw new Error(`WebKit's viewport could not be sized ${width}×${height}`);
    },
    async click(selector) {
      const element = await session.findElement(selector);
      await session.command('POST', `/element/${element}/click`, {});
    },
    async press(key) {
      await session.keyActions(keys(WEBDRIVER_KEYS[key] ?? key));
    },
    async type(text) {
      await session.keyActions(keys(text));
    },
    async clearCookies() {
      await session.command('DELETE', '/cookie', undefined);
    },
    async close() {
      await session.command('DELETE', '', undefined).catch(() => undefined);
      await stop();
    },
  };
  return driver;
}
