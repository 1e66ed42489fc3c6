import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_RATIO, normalizeOpacity, normalizeRatio, parseVideoBackground } from './config';

const BASE = 'https://bakery.example/site/home';
const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('parseVideoBackground', () => {
  it('reads the URL-encoded JSON the builder writes, with every provider', () => {
    for (const [provider, id] of [
      ['youtube', 'dQw4w9WgXcQ'],
      ['vimeo', '76979871'],
      ['dailymotion', 'x8abc12'],
    ] as const) {
      expect(parseVideoBackground(encoded({ provider, id, poster: '/p.jpg' }), BASE)).toEqual({
        ok: true,
        descriptor: {
          provider,
          id,
          poster: 'https://bakery.example/p.jpg',
          opacity: 1,
          ratio: DEFAULT_VIDEO_RATIO,
        },
      });
    }
  });

  it('reads plain JSON too, and resolves a cdn file against the page', () => {
    const outcome = parseVideoBackground(
      JSON.stringify({ provider: 'cdn', id: 'media/oven.webm', opacity: 40, ratio: '0.75' }),
      BASE,
    );
    expect(outcome).toEqual({
      ok: true,
      descriptor: {
        provider: 'cdn',
        id: 'https://bakery.example/site/media/oven.webm',
        poster: undefined,
        opacity: 0.4,
        ratio: 0.75,
      },
    });
  });

  it('ignores garbage without throwing, keeping a readable poster', () => {
    const garbage = [
      null,
      '',
      'not json',
      '%E0%A4%A',
      '[1,2]',
      '42',
      'null',
      '{"provider":"flash","id":"x"}',
    ];
    for (const raw of garbage)
      expect(parseVideoBackground(raw, BASE)).toEqual({ ok: false, poster: undefined });
    expect(parseVideoBackground(encoded({ provider: 'youtube', poster: '/still.jpg' }), BASE)).toEqual({
      ok: false,
      poster: 'https://bakery.example/still.jpg',
    });
  });

  it('refuses ids that would point the player elsewhere, and script or data URLs', () => {
    for (const descriptor of [
      { provider: 'youtube', id: '../../evil?x=' },
      { provider: 'vimeo', id: 'abc' },
      { provider: 'dailymotion', id: 'x1/../y' },
      { provider: 'cdn', id: 'javascript:alert(1)' },
      { provider: 'cdn', id: 'data:video/mp4;base64,AAAA' },
    ])
      expect(parseVideoBackground(JSON.stringify(descriptor), BASE).ok).toBe(false);
    expect(
      parseVideoBackground(JSON.stringify({ provider: 'cdn', id: '/v.mp4', poster: 'javascript:x' }), BASE),
    ).toMatchObject({ ok: true, descriptor: { poster: undefined } });
    const inline = 'data:image/svg+xml,%3Csvg%2F%3E';
    expect(
      parseVideoBackground(JSON.stringify({ provider: 'cdn', id: '/v.mp4', poster: inline }), BASE),
    ).toMatchObject({ ok: true, descriptor: { poster: inline } });
  });
});

describe('normalizeOpacity', () => {
  it('treats a value above 1 as a percent', () => {
    expect(normalizeOpacity(0.3)).toBe(0.3);
    expect(normalizeOpacity(1)).toBe(1);
    expect(normalizeOpacity(70)).toBe(0.7);
    expect(normalizeOpacity('55')).toBe(0.55);
    expect(normalizeOpacity(0)).toBe(0);
  });
  it('makes anything unreadable or out of range fully opaque, and caps at 1', () => {
    for (const value of [undefined, null, 'half', -3, Number.NaN, {}])
      expect(normalizeOpacity(value)).toBe(1);
    expect(normalizeOpacity(250)).toBe(1);
  });
});

describe('normalizeRatio', () => {
  it('defaults to 0.5625 unless a positive number is given', () => {
    expect(normalizeRatio(undefined)).toBe(0.5625);
    expect(normalizeRatio(0)).toBe(0.5625);
    expect(normalizeRatio(-1)).toBe(0.5625);
    expect(normalizeRatio('wide')).toBe(0.5625);
    expect(normalizeRatio(0.42)).toBe(0.42);
  });
});
