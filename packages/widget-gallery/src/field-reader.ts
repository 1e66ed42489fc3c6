import type { StandardSchemaV1 } from '@vitrine/widget-api';
import { configReader } from '@vitrine/widget-api';

/**
 * What a gallery widget's config became, and what was wrong with the raw one: every garbage field has fallen
 * back to its default by then. Its schema hands `warnings` to the host, which logs them (`checkedSchema`).
 */
export type Checked<Config> = Config & { readonly warnings: readonly string[] };

/** Reads one raw field after another, collecting a warning for each that falls back. */
export class FieldReader {
  readonly warnings: string[] = [];
  readonly #raw: Record<string, unknown>;

  constructor(raw: unknown, what: string) {
    if (raw === undefined || raw === null) this.#raw = {};
    else if (typeof raw === 'object' && !Array.isArray(raw)) this.#raw = raw as Record<string, unknown>;
    else {
      this.#raw = {};
      this.warnings.push(`the ${what} config is not an object: every setting takes its default`);
    }
  }

  raw(key: string): unknown {
    return this.#raw[key];
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  /** One of `allowed`; anything else (a missing field quietly) is `fallback`. */
  oneOf<Value extends string>(key: string, allowed: readonly Value[], fallback: Value): Value {
    const value = this.#raw[key];
    if (value === undefined) return fallback;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as Value;
    this.warn(`${key}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}; ${fallback} is used`);
    return fallback;
  }

  /** A whole number from `min` to `max` (a numeric string too: data attributes are text). */
  count(key: string, min: number, max: number, fallback: number): number;
  count(key: string, min: number, max: number, fallback: undefined): number | undefined;
  count(key: string, min: number, max: number, fallback: number | undefined): number | undefined {
    return readCount(this, key, this.#raw[key], min, max, fallback);
  }

  /** A number above 0 (or a numeric string). */
  positive(key: string, fallback: number): number {
    const value = toNumber(this.#raw[key]);
    if (this.#raw[key] === undefined) return fallback;
    if (value !== undefined && value > 0) return value;
    this.warn(`${key}: ${JSON.stringify(this.#raw[key])} is not a number above 0; ${fallback} is used`);
    return fallback;
  }

  /** `true`/`false`, or their text. */
  flag(key: string, fallback: boolean): boolean {
    const value = this.#raw[key];
    if (value === undefined) return fallback;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    this.warn(`${key}: ${JSON.stringify(value)} is not true or false; ${fallback} is used`);
    return fallback;
  }

  /** Text, trimmed; empty or not text is `fallback`. */
  text(key: string, fallback: string): string {
    const value = this.#raw[key];
    if (value === undefined) return fallback;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    this.warn(`${key}: ${JSON.stringify(value)} is not text; ${JSON.stringify(fallback)} is used`);
    return fallback;
  }

  /** A list; anything else is an empty one. */
  list(key: string): unknown[] {
    const value = this.#raw[key];
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    this.warn(`${key}: expected a list, got ${describe(value)}; nothing is shown`);
    return [];
  }
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function readCount(
  reader: FieldReader,
  key: string,
  raw: unknown,
  min: number,
  max: number,
  fallback: number | undefined,
): number | undefined {
  if (raw === undefined) return fallback;
  const value = toNumber(raw);
  if (value !== undefined && Number.isInteger(value) && value >= min && value <= max) return value;
  if (value !== undefined && Number.isInteger(value) && value > max) {
    reader.warn(`${key}: ${value} is above ${max}; ${max} is used`);
    return max;
  }
  reader.warn(
    `${key}: ${JSON.stringify(raw)} is not a whole number from ${min} to ${max}; ${fallback ?? 'the default'} is used`,
  );
  return fallback;
}

/** `a string`, `a list`, `null`: for warnings. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}

/**
 * A gallery widget's schema: `read` turns any raw config into a usable one, and the host logs its warnings
 * (`configReader`). The host's refusal ("not mounted") is for configs nothing can be made of; a gallery with one
 * bad setting should still show its pictures.
 */
export function checkedSchema<Config>(
  read: (raw: unknown) => Checked<Config>,
): StandardSchemaV1<unknown, Checked<Config>> {
  return configReader((raw, warn) => {
    const checked = read(raw);
    for (const warning of checked.warnings) warn(warning);
    return checked;
  });
}
