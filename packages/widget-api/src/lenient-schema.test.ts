import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { configReader, lazySchema, lenient, logConfigWarnings, parseConfig } from './schema';

const couponConfig = lenient(
  z.object({
    name: z._default(z.string(), 'Coupon'),
    expires: z.optional(z.number()),
    code: z.string(),
    networks: z._default(z.array(z.enum(['facebook', 'x', 'email'])), ['facebook']),
    items: z._default(z.array(z.object({ name: z.string().check(z.minLength(1)) })), []),
    captions: z.optional(z.object({ src: z.string(), label: z.string() })),
  }),
);

describe('lenient', () => {
  it('passes a good config through without a warning', async () => {
    expect(await parseConfig(couponConfig, { code: 'BREAD', networks: ['x'] })).toEqual({
      ok: true,
      config: { name: 'Coupon', code: 'BREAD', networks: ['x'], items: [] },
      warnings: [],
    });
  });

  it('ignores a garbage field: its default is used, or it is left out, each with a warning', async () => {
    const parsed = await parseConfig(couponConfig, { code: 'BREAD', name: 42, expires: 'soon' });
    expect(parsed).toMatchObject({ ok: true, config: { name: 'Coupon', code: 'BREAD' } });
    expect(parsed.ok && 'expires' in parsed.config).toBe(false);
    expect(parsed.ok && parsed.warnings).toEqual([
      expect.stringMatching(/^name: .*; "Coupon" is used$/),
      expect.stringMatching(/^expires: .*; it is left out$/),
    ]);
  });

  it('skips a bad list entry and keeps the others in order', async () => {
    const parsed = await parseConfig(couponConfig, {
      code: 'BREAD',
      networks: ['x', 'myspace', 'email', 7],
      items: [{ name: 'Rye' }, { name: '' }, 'loaf', { name: 'Spelt' }],
    });
    expect(parsed).toMatchObject({
      ok: true,
      config: { networks: ['x', 'email'], items: [{ name: 'Rye' }, { name: 'Spelt' }] },
    });
    expect(parsed.ok && parsed.warnings).toEqual([
      expect.stringMatching(/^networks\[1\]: .*; it is skipped$/),
      expect.stringMatching(/^networks\[3\]: .*; it is skipped$/),
      expect.stringMatching(/^items\[1\]: .*; it is skipped$/),
      expect.stringMatching(/^items\[2\]: .*; it is skipped$/),
    ]);
  });

  it('ignores a nested object as one setting', async () => {
    const parsed = await parseConfig(couponConfig, { code: 'BREAD', captions: { src: 'a.vtt' } });
    expect(parsed).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/^captions: .*; it is left out$/)],
    });
  });

  it('refuses what the schema cannot do without: a required field, a config that is not an object', async () => {
    expect(await parseConfig(couponConfig, { code: 7 })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^code: /)],
    });
    expect(await parseConfig(couponConfig, {})).toMatchObject({ ok: false });
    expect(await parseConfig(couponConfig, 'BREAD')).toMatchObject({ ok: false });
  });

  it('works behind lazySchema, the warnings carried through', async () => {
    const parsed = await parseConfig(
      lazySchema(async () => couponConfig),
      { code: 'BREAD', name: [] },
    );
    expect(parsed).toMatchObject({ ok: true, warnings: [expect.stringMatching(/^name: /)] });
  });
});

describe('lenient with a reader', () => {
  it('reads the checked config further, its warnings after the schema’s', async () => {
    const schema = lenient(
      z.object({ networks: z._default(z.array(z.string()), ['x']), label: z._default(z.string(), 'Share') }),
      (config, warn) => {
        const networks = [...new Set(config.networks.map((name) => name.toLowerCase()))];
        if (networks.length < config.networks.length) warn('networks: repeats are left out');
        return { ...config, networks };
      },
    );
    expect(await parseConfig(schema, { networks: ['X', 'x', 3], label: false })).toEqual({
      ok: true,
      config: { networks: ['x'], label: 'Share' },
      warnings: [
        expect.stringMatching(/^networks\[2\]: .*; it is skipped$/),
        expect.stringMatching(/^label: .*; "Share" is used$/),
        'networks: repeats are left out',
      ],
    });
  });
});

describe('configReader', () => {
  it('gives what read made of the config, and what it warned of', async () => {
    const schema = configReader((raw, warn) => {
      const speed = (raw as { speed?: unknown }).speed;
      if (typeof speed === 'number') return { speed };
      warn(`speed: ${JSON.stringify(speed)} is not a number; 3 is used`);
      return { speed: 3 };
    });
    expect(await parseConfig(schema, { speed: 5 })).toEqual({ ok: true, config: { speed: 5 }, warnings: [] });
    expect(await parseConfig(schema, { speed: 'fast' })).toEqual({
      ok: true,
      config: { speed: 3 },
      warnings: ['speed: "fast" is not a number; 3 is used'],
    });
  });
});

describe('logConfigWarnings', () => {
  it('logs each warning in the one format', () => {
    const logger = { warn: vi.fn() };
    logConfigWarnings(logger, ['a: bad; 1 is used', 'b: worse; it is left out']);
    expect(logger.warn.mock.calls).toEqual([
      ['config: a: bad; 1 is used'],
      ['config: b: worse; it is left out'],
    ]);
  });
});
