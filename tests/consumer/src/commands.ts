import { execFile } from 'node:child_process';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched
const ANSI_ESCAPE = /\u001b\[[0-9;]*m/g;

export interface RunOptions {
  cwd: string;
  /** Milliseconds before the command is stopped; it then fails. */
  timeout?: number;
}

/**
 * The environment of a command run the way a user runs it: without the `npm_*` variables the test's own
 * package manager set (pnpm's settings would reach npm as unknown config).
 */
function userEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!/^npm_/i.test(name) && !/^PNPM_/.test(name)) env[name] = value;
  env.npm_config_update_notifier = 'false';
  // The test runner's own NODE_ENV=test would make Vite and React build for tests.
  delete env.NODE_ENV;
  return env;
}

/** Runs a command; resolves with its output, or rejects with the command and the end of its output. */
export function run(command: string, args: readonly string[], { cwd, timeout = 8 * 60_000 }: RunOptions) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, timeout, env: userEnvironment(), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // Tools colour their output when the test runner's environment says so: the checks read plain text.
        const output = `${stdout}${stderr}`.replace(ANSI_ESCAPE, '');
        if (error)
          reject(new Error(`\`${command} ${args.join(' ')}\` in ${cwd} failed:\n${output.slice(-6000)}`));
        else resolve(output);
      },
    );
  });
}

/**
 * `npm install` as the docs tell a user to run it, preferring what npm has cached: the registry is reachable,
 * but the same versions are installed on every run.
 */
export const npmInstall = (cwd: string, packages: readonly string[] = []) =>
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...packages], { cwd });
