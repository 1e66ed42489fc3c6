import type { Logger, LogLevel } from '@vitrine/widget-api';
import { noop } from '../util/noop';

/**
 * The logger core hands a widget (and the public API's map helper): a line shows in the console at once
 * and, given core's services, travels to the site's client log too (their chunk loads on the first line).
 * The console calls are written here rather than taken from widget-api's `consoleLogger`: importing that
 * would put widget-api's whole entry (semver, schema checks) into the public API's chunk.
 */
export function widgetLogger(name: string, services?: () => Promise<{ logger: Logger }>): Logger {
  const line =
    (level: LogLevel, consoleLevel: 'debug' | 'info' | 'warn' | 'error') =>
    (message: string, ...details: unknown[]): void => {
      console[consoleLevel](`[vitrine] [${name}] ${message}`, ...details);
      services?.().then(({ logger }) => logger[level](`[${name}] ${message}`, ...details), noop);
    };
  return {
    trace: line('trace', 'debug'),
    debug: line('debug', 'debug'),
    info: line('info', 'info'),
    warn: line('warn', 'warn'),
    error: line('error', 'error'),
  };
}
