import { describe, expect, it } from 'vitest';
import { PASSWORD_POPUP_SIZE, parsePopupDimension, popupSize } from './popup-size';

const desktop = { width: 1280, height: 800 };

describe('popupSize', () => {
  it('defaults to 700 by 400', () => {
    expect(popupSize({}, desktop)).toEqual({ width: 700, height: 400 });
  });

  it('reads values below 1 as fractions of the window', () => {
    expect(popupSize({ width: 0.5, height: 0.25 }, desktop)).toEqual({ width: 640, height: 200 });
  });

  it('caps larger values at the window size minus 20 px', () => {
    expect(popupSize({ width: 2000, height: 900 }, desktop)).toEqual({ width: 1260, height: 780 });
    expect(popupSize({}, { width: 390, height: 844 })).toEqual({ width: 370, height: 400 });
  });

  it('keeps exactly 1 as one pixel, not the whole window', () => {
    expect(popupSize({ width: 1, height: 1 }, desktop)).toEqual({ width: 1, height: 1 });
  });

  it('falls back to the default for zero, negative and non-finite values', () => {
    expect(popupSize({ width: 0, height: -3 }, desktop)).toEqual({ width: 700, height: 400 });
    expect(popupSize({ width: Number.NaN, height: Number.POSITIVE_INFINITY }, desktop)).toEqual({
      width: 700,
      height: 400,
    });
  });

  it('uses the given fallback, as the password popup does', () => {
    expect(popupSize({}, desktop, PASSWORD_POPUP_SIZE)).toEqual({ width: 500, height: 175 });
  });

  it('never goes below zero in a window smaller than the margin', () => {
    expect(popupSize({}, { width: 10, height: 10 })).toEqual({ width: 0, height: 0 });
  });
});

describe('parsePopupDimension', () => {
  it.each([
    ['640', 640],
    [' 0.8 ', 0.8],
    ['500px', 500],
    [320, 320],
  ])('reads %j as %j', (raw, expected) => {
    expect(parsePopupDimension(raw)).toBe(expected);
  });

  it.each([[''], ['wide'], [null], [undefined], [Number.NaN], [{}]])('treats %j as not given', (raw) => {
    expect(parsePopupDimension(raw)).toBeUndefined();
  });
});
