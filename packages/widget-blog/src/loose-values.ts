// Published markup comes from many template versions: numbers arrive as "6" or 6, flags as "true" or true.
// A value that is neither gets the default, so a garbage attribute never stops a list from working.

/** An integer within [min, max] from a number or a numeric string; `fallback` otherwise. */
export function looseInt(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max)
    return fallback;
  return number;
}

/** `true`/`false` or their strings; `fallback` otherwise. */
export function looseBoolean(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return fallback;
}

/** A string (trimmed, at most `maxLength` characters); `fallback` otherwise. */
export function looseString(value: unknown, fallback: string, maxLength = 200): string {
  return typeof value === 'string' ? value.trim().slice(0, maxLength) : fallback;
}
