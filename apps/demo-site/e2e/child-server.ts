import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

export const CHILD_SERVER_START_MS = 20_000;
export const CHILD_SERVER_STOP_MS = 5_000;

/**
 * Starts a server as a child process (`node ...args`) and resolves with the URL it prints once ready (the first
 * group of `readyLine`). Its stderr goes to the test output, prefixed with `[name]`, so a server's own error shows
 * next to the failing test; a server that exits or stays silent for 20 s fails the start with that stderr.
 */
export async function startChildServer(
  name: string,
  args: readonly string[],
  readyLine: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    process.stderr.write(`[${name}] ${chunk}`);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the ${name} did not start within ${CHILD_SERVER_START_MS} ms\n${stderr}`));
    }, CHILD_SERVER_START_MS);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = readyLine.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the ${name} exited (${signal ?? code}) before it was ready\n${stderr}`));
    });
  });
  return { child, url };
}

/** Stops a server started with `startChildServer`: SIGTERM, then SIGKILL after 5 s. */
export async function stopChildServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_SERVER_STOP_MS);
  await exited;
  clearTimeout(timer);
}
