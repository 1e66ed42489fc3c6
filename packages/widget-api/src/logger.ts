/** Log levels of the client logger (core-runtime spec §3), lowest first. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What a widget logs through. Core hands each widget one that names it; the client logger that ships logs
 * to the platform satisfies the same interface.
 */
export type Logger = { readonly [Level in LogLevel]: (message: string, ...details: unknown[]) => void };

/** A logger writing to the console, every line prefixed (`[vitrine] [opening-hours]`). */
export function consoleLogger(prefix: string, target: Console = console): Logger {
  const line =
    (level: LogLevel) =>
    (message: string, ...details: unknown[]) =>
      target[level](`${prefix} ${message}`, ...details);
  return {
    trace: line('debug'),
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
  };
}
