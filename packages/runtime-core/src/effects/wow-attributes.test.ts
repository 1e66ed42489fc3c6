import { describe, expect, it } from 'vitest';
import { ENTRANCE_ANIMATIONS, entranceAnimationAttributes } from '../markup/effects';
import { ENTRANCE_EFFECTS } from './entrance-keyframes';
import {
  animationNameOf,
  MAX_TIME_MS,
  parseCssTime,
  parseIterations,
  parseOffset,
  readEntranceOptions,
} from './wow-attributes';

function element(attributes: Record<string, string>, className = ''): Element {
  const div = document.createElement('div');
  div.className = className;
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
}

it('plays exactly the animations the markup helpers name', () => {
  expect(Object.keys(ENTRANCE_EFFECTS).sort()).toEqual([...ENTRANCE_ANIMATIONS].sort());
});

describe('parseCssTime', () => {
  it.each([
    ['1s', 1000],
    ['0.6s', 600],
    ['.5s', 500],
    ['250ms', 250],
    [' 1.5S ', 1500],
    ['2', 2000],
    ['0s', 0],
  ])('reads %j as %d ms', (raw, ms) => {
    expect(parseCssTime(raw)).toBe(ms);
  });

  it.each([null, '', 'fast', '-1s', '1.s', '1e3s', 'NaNs', 'Infinitys', '1 minute', '1s 2s'])(
    'rejects %j',
    (raw) => {
      expect(parseCssTime(raw)).toBeUndefined();
    },
  );
});

describe('parseIterations', () => {
  it('reads positive counts and infinite', () => {
    expect(parseIterations('3')).toBe(3);
    expect(parseIterations('1.5')).toBe(1.5);
    expect(parseIterations(' Infinite ')).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([null, '', '0', '-2', 'twice', '1e400', 'Infinity'])('rejects %j', (raw) => {
    expect(parseIterations(raw)).toBeUndefined();
  });
});

describe('parseOffset', () => {
  it('reads pixels with or without a unit', () => {
    expect(parseOffset('120')).toBe(120);
    expect(parseOffset('80px')).toBe(80);
    expect(parseOffset('0')).toBe(0);
  });

  it.each([null, '', '-10', '10%', 'auto', '5em'])('rejects %j', (raw) => {
    expect(parseOffset(raw)).toBeUndefined();
  });
});

describe('animationNameOf', () => {
  it('prefers data-wow-animation, then an animate.css class, then fadeIn', () => {
    expect(animationNameOf(element({ 'data-wow-animation': 'zoomIn' }, 'wow fadeInUp'))).toBe('zoomIn');
    expect(animationNameOf(element({}, 'wow card fadeInLeft'))).toBe('fadeInLeft');
    expect(animationNameOf(element({ 'data-wow-animation': 'spinWildly' }, 'wow bounceIn'))).toBe('bounceIn');
    expect(animationNameOf(element({ 'data-wow-animation': 'spinWildly' }))).toBe('fadeIn');
    expect(animationNameOf(element({}, 'wow'))).toBe('fadeIn');
  });
});

describe('readEntranceOptions', () => {
  it('reads every attribute', () => {
    const el = element({
      'data-wow-animation': 'fadeInUp',
      'data-wow-duration': '2s',
      'data-wow-delay': '300ms',
      'data-wow-iteration': '2',
      'data-wow-offset': '150',
    });
    expect(readEntranceOptions(el)).toEqual({
      animation: 'fadeInUp',
      durationMs: 2000,
      delayMs: 300,
      iterations: 2,
      offsetPx: 150,
    });
  });

  it('defaults to 1 s, 0.6 s for bounce animations and 0.5 s for zoom animations (spec §9)', () => {
    expect(readEntranceOptions(element({ 'data-wow-animation': 'fadeInUp' }))).toEqual({
      animation: 'fadeInUp',
      durationMs: 1000,
      delayMs: 0,
      iterations: 1,
      offsetPx: 0,
    });
    expect(readEntranceOptions(element({ 'data-wow-animation': 'bounceIn' })).durationMs).toBe(600);
    expect(readEntranceOptions(element({ 'data-wow-animation': 'bounceInUp' })).durationMs).toBe(600);
    expect(readEntranceOptions(element({ 'data-wow-animation': 'zoomIn' })).durationMs).toBe(500);
  });

  it('falls back to the defaults for garbage values', () => {
    const el = element({
      'data-wow-animation': 'zoomIn',
      'data-wow-duration': 'slow',
      'data-wow-delay': '-2s',
      'data-wow-iteration': 'many',
      'data-wow-offset': 'lots',
    });
    expect(readEntranceOptions(el)).toEqual({
      animation: 'zoomIn',
      durationMs: 500,
      delayMs: 0,
      iterations: 1,
      offsetPx: 0,
    });
  });

  it('cuts durations and delays that would keep content invisible for long', () => {
    const el = element({ 'data-wow-duration': '600s', 'data-wow-delay': '99999' }, 'wow');
    const { durationMs, delayMs } = readEntranceOptions(el);
    expect([durationMs, delayMs]).toEqual([MAX_TIME_MS, MAX_TIME_MS]);
  });

  it('reads back what the markup helper writes', () => {
    const el = element(
      entranceAnimationAttributes({
        animation: 'slideInLeft',
        duration: 0.8,
        delay: 0.2,
        iteration: 'infinite',
        offset: 40,
      }),
    );
    expect(readEntranceOptions(el)).toEqual({
      animation: 'slideInLeft',
      durationMs: 800,
      delayMs: 200,
      iterations: Number.POSITIVE_INFINITY,
      offsetPx: 40,
    });
  });
});
