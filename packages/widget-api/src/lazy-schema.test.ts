import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema, parseConfig } from './schema';

const hoursConfig = z.object({ label: z._default(z.string(), 'Open now') });

describe('lazySchema', () => {
  it('loads the schema on the first validation only, and validates with it', async () => {
    const load = vi.fn(async () => hoursConfig);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();

    expect(await parseConfig(schema, {})).toEqual({ ok: true, config: { label: 'Open now' }, warnings: [] });
    expect(await parseConfig(schema, { label: 7 })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^label: /)],
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load, as a mount chunk does', async () => {
    const load = vi
      .fn<() => Promise<typeof hoursConfig>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(hoursConfig);
    const schema = lazySchema(load);

    await expect(parseConfig(schema, {})).rejects.toThrow('Failed to fetch');
    expect(await parseConfig(schema, { label: 'Baking' })).toEqual({
      ok: true,
      config: { label: 'Baking' },
      warnings: [],
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
