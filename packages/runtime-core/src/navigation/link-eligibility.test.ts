import { describe, expect, it } from 'vitest';
import type { LinkClick, LinkContext } from './link-eligibility';
import { decideLink, decideLinkClick } from './link-eligibility';

const context: LinkContext = {
  location: new URL('https://shop.example/site/a/home'),
  exceptions: ['/_dm/rt', '/site/classic', '/files/'],
};
const plainClick: LinkClick = {
  button: 0,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
};

function link(href: string | null, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  if (href !== null) anchor.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

const action = (element: Element, click: Partial<LinkClick> = {}) =>
  decideLinkClick(element, { ...plainClick, ...click }, context).action;

describe('link eligibility', () => {
  it('loads site-relative links in-page', () => {
    expect(action(link('/site/a/about'))).toBe('ajax');
    expect(action(link('/site/a/about#team'))).toBe('ajax');
    expect(action(link('/site/a/blog?post_id=2'))).toBe('ajax');
    expect(action(link('/site/a/page.html'))).toBe('ajax');
  });

  it('scrolls for a fragment on the page on screen', () => {
    expect(action(link('#team'))).toBe('anchor');
    expect(action(link('/site/a/home#team'))).toBe('anchor');
  });

  it('keeps the built-in and configured exceptions as whole-document loads', () => {
    expect(action(link('/_dm/rt/anything'))).toBe('browser');
    expect(action(link('/site/classic'))).toBe('browser');
    expect(action(link('/files/menu'))).toBe('browser');
  });

  it('leaves new tabs, disabled links, downloads and files to the browser', () => {
    expect(action(link('/site/a/about', { target: '_blank' }))).toBe('browser');
    expect(action(link('/site/a/about', { target: '_self' }))).toBe('ajax');
    expect(action(link('/site/a/about', { 'data-disable-ajax': '' }))).toBe('browser');
    expect(action(link('/site/a/about', { download: '' }))).toBe('browser');
    expect(action(link('/assets/menu.pdf'))).toBe('browser');
    expect(action(link('/assets/photo.JPG'))).toBe('browser');
  });

  it('leaves other origins, schemes and script links to the browser', () => {
    expect(action(link('https://shop.example/site/a/about'))).toBe('browser');
    expect(action(link('//cdn.example/site/a'))).toBe('browser');
    expect(action(link('mailto:hi@shop.example'))).toBe('browser');
    expect(action(link('tel:+15551234'))).toBe('browser');
    expect(action(link('javascript:void(0)'))).toBe('browser');
    expect(action(link('#'))).toBe('browser');
    expect(action(link('#!/~/cart'))).toBe('browser');
    expect(action(link('about'))).toBe('browser');
    expect(action(link(null))).toBe('browser');
  });

  it('leaves modifier and middle clicks, and clicks handled elsewhere, to the browser', () => {
    const about = link('/site/a/about');
    expect(action(about, { ctrlKey: true })).toBe('browser');
    expect(action(about, { metaKey: true })).toBe('browser');
    expect(action(about, { altKey: true })).toBe('browser');
    expect(action(about, { button: 1 })).toBe('browser');
    expect(action(about, { defaultPrevented: true })).toBe('browser');
  });

  it('leaves a shift-click to the browser: its full page load, in the new window the visitor asked for', () => {
    expect(action(link('/site/a/about'), { shiftKey: true })).toBe('browser');
    expect(action(link('/site/classic'), { shiftKey: true })).toBe('browser');
  });

  it('says why a click is left to the browser, with a code', () => {
    const reason = (element: Element, click: Partial<LinkClick> = {}) => {
      const decision = decideLinkClick(element, { ...plainClick, ...click }, context);
      return decision.action === 'browser' ? decision.reason : undefined;
    };
    expect(reason(link('/site/a/about'), { defaultPrevented: true })).toBe('handled');
    expect(reason(link('/site/a/about'), { button: 1 })).toBe('modifier');
    expect(reason(link(null))).toBe('no-href');
    expect(reason(link('mailto:a@shop.example'))).toBe('not-relative');
    expect(reason(link('//elsewhere.example/x'))).toBe('origin');
    expect(reason(link('#!/route'))).toBe('script');
    expect(reason(link('/site/a/about', { target: '_blank' }))).toBe('target');
    expect(reason(link('/site/a/about', { download: '' }))).toBe('download');
    expect(reason(link('/site/a/about', { 'data-disable-ajax': '' }))).toBe('disabled');
    expect(reason(link('/site/classic/x'))).toBe('exception');
    expect(reason(link('/assets/menu.pdf'))).toBe('file');
    const popup = { 'data-vitrine-link-type': 'popup' };
    expect(reason(link('#', popup))).toBe('popup-no-target');
    expect(reason(link('/x', { ...popup, 'data-vitrine-popup-target': 'https://elsewhere.example/' }))).toBe(
      'popup-origin',
    );
  });

  it('answers the link-only question for prefetching', () => {
    expect(decideLink(link('/site/a/about'), context)).toMatchObject({ action: 'ajax' });
    expect(decideLink(link('/site/a/about', { 'data-disable-ajax': '' }), context).action).toBe('browser');
  });

  describe('popup links', () => {
    const popup = (href: string | null, target?: string) =>
      link(href, {
        'data-vitrine-link-type': 'popup',
        ...(target ? { 'data-vitrine-popup-target': target } : {}),
      });

    it('opens the popup target in a popup', () => {
      const decision = decideLink(popup('#', '/site/a/allergens'), context);
      expect(decision).toEqual({ action: 'popup', url: new URL('https://shop.example/site/a/allergens') });
    });

    it('falls back to the href when there is no popup target', () => {
      const decision = decideLink(popup('/site/a/allergens'), context);
      expect(decision.action === 'popup' && decision.url.pathname).toBe('/site/a/allergens');
    });

    it('leaves popup links without a page, or to another origin, to the browser', () => {
      expect(decideLink(popup('#'), context).action).toBe('browser');
      expect(decideLink(popup(null), context).action).toBe('browser');
      expect(decideLink(popup('/x', 'https://elsewhere.example/p'), context).action).toBe('browser');
    });

    it('leaves shift-clicks and other modified clicks to the browser', () => {
      expect(action(popup('/site/a/allergens'), { shiftKey: true })).toBe('browser');
      expect(action(popup('/site/a/allergens'), { ctrlKey: true })).toBe('browser');
    });

    it('treats any other link type as an ordinary link', () => {
      expect(action(link('/site/a/about', { 'data-vitrine-link-type': 'page' }))).toBe('ajax');
    });
  });
});
