import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StickyHeaderElement } from './sticky-header';
import { stickyHeaderOffset } from './sticky-header';

function header(position: string, height = 80): StickyHeaderElement {
  document.body.innerHTML = `<header data-vitrine-sticky-header style="position: ${position}"></header>`;
  const element = document.querySelector<StickyHeaderElement>('header')!;
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
  return element;
}

describe('stickyHeaderOffset', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the sticky or fixed header’s height now, and nothing for a header that scrolls away or none', () => {
    header('sticky');
    expect(stickyHeaderOffset(document, 500)).toBe(80);
    header('fixed', 64);
    expect(stickyHeaderOffset(document, 500)).toBe(64);
    header('static');
    expect(stickyHeaderOffset(document, 500)).toBe(0);
    document.body.innerHTML = '<header style="position: sticky"></header>';
    expect(stickyHeaderOffset(document, 500)).toBe(0);
  });

  it('asks a running mini-header for the height it will have where the page lands, not the height it has now', () => {
    const element = header('sticky', 80);
    const heightAbove = vi.fn((documentTop: number) => (documentTop > 300 ? 60 : 80));
    element.vitrineMiniHeader = { heightAbove };
    expect(stickyHeaderOffset(document, 1200)).toBe(60);
    expect(stickyHeaderOffset(document, 100)).toBe(80);
    expect(heightAbove).toHaveBeenCalledWith(1200);
  });
});
