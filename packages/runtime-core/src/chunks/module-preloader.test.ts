import { beforeEach, describe, expect, it } from 'vitest';
import { preloadModules } from './module-preloader';

beforeEach(() => {
  document.head.replaceChildren();
});

describe('preloadModules', () => {
  it('adds one modulepreload link per module, all at once, at the priority asked', () => {
    preloadModules(document, ['/cdn/chunks/engine-A.js', '/cdn/chunks/chunk-B.js'], 'low');
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('fetchpriority'),
      ]),
    ).toEqual([
      ['/cdn/chunks/engine-A.js', 'low'],
      ['/cdn/chunks/chunk-B.js', 'low'],
    ]);
  });
});
