/**
 * Text from a request, made safe for one line of the server's log: control characters (a line break in a
 * posted field name would start a forged line) are written as escapes, and the whole is cut to `max`.
 */
export function logText(text: string, max = 200): string {
  let escaped = '';
  for (const character of text.slice(0, max)) {
    const code = character.charCodeAt(0);
    if (code === 0x0a) escaped += '\\n';
    else if (code === 0x0d) escaped += '\\r';
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029)
      escaped += `\\u${code.toString(16).padStart(4, '0')}`;
    else escaped += character;
  }
  return text.length > max ? `${escaped}…` : escaped;
}

export interface ThrottledLogOptions {
  /** Lines of one kind written per window; the rest are counted and summed up once the window is over. */
  perWindow?: number;
  windowMs?: number;
  now?: () => number;
  write?: (line: string) => void;
}

/**
 * A log that a flood cannot fill: each kind of line (an aborted body, a refused accept) is written at most
 * `perWindow` times a window; what was held back is counted in one line when the kind next comes up.
 */
export class ThrottledLog {
  readonly #perWindow: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #write: (line: string) => void;
  readonly #kinds = new Map<string, { windowStart: number; written: number; held: number }>();

  constructor({
    perWindow = 5,
    windowMs = 60_000,
    now = Date.now,
    write = (line) => console.error(line),
  }: ThrottledLogOptions = {}) {
    this.#perWindow = perWindow;
    this.#windowMs = windowMs;
    this.#now = now;
    this.#write = write;
  }

  report(kind: string, line: string): void {
    const now = this.#now();
    let state = this.#kinds.get(kind);
    if (!state || now - state.windowStart >= this.#windowMs) {
      if (state && state.held > 0)
        this.#write(`[demo-site] ${state.held} more "${kind}" line(s) were not written`);
      state = { windowStart: now, written: 0, held: 0 };
      this.#kinds.set(kind, state);
    }
    if (state.written < this.#perWindow) {
      state.written += 1;
      this.#write(line);
    } else state.held += 1;
  }
}
