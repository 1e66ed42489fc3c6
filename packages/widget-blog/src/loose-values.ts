// Published markup comes from many template versions: numbers arrive as "6" or 6, flags as "true" or true.
// Each reader gives `undefined` for a value that is neither, and the list's schema gives it its default with a
// warning, so a garbage attribute never stops a list from working.

/** An integer within [min, max] from a number or a numeric string. */
export function looseInt(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max)
    return undefined;
  return number;
}

/** `true`/`false` or their strings. */
export function looseBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** A string, trimmed, at most `maxLength` characters. */
export function looseString(value: unknown, maxLength = 200): string | undefined {
  return typeof value === 'string' ? value.trim().slice(0, maxLength) : undefined;
}
