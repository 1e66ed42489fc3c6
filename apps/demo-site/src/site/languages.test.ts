import { describe, expect, it } from 'vitest';
import { crossLanguageLink, pageAlternates, pageLanguage, pageVersion } from './languages';

const ORIGIN = 'https://harbor-and-rye.example';

describe('the languages of the pages', () => {
  it('knows each page’s language and its versions', () => {
    expect(pageLanguage('nous-ecrire').code).toBe('fr');
    expect(pageLanguage('contact').code).toBe('en');
    expect(pageLanguage('gallery').code).toBe('en');
    expect(pageVersion('contact', 'fr')).toBe('nous-ecrire');
    expect(pageVersion('nous-ecrire', 'en')).toBe('contact');
    expect(pageVersion('gallery', 'en')).toBe('gallery');
    expect(pageVersion('gallery', 'fr')).toBeUndefined();
  });

  it('announces every version absolute, the same set from each of them, with the English one as x-default', () => {
    const fromEnglish = pageAlternates('home', ORIGIN);
    expect(fromEnglish).toEqual([
      { lang: 'en', href: `${ORIGIN}/site/harbor-and-rye/home` },
      { lang: 'fr', href: `${ORIGIN}/site/harbor-and-rye/accueil` },
      { lang: 'x-default', href: `${ORIGIN}/site/harbor-and-rye/home` },
    ]);
    // Reciprocal: each version names the others and itself.
    expect(pageAlternates('accueil', ORIGIN)).toEqual(fromEnglish);
    expect(pageAlternates('nous-ecrire', ORIGIN)).toEqual(pageAlternates('contact', ORIGIN));
  });

  it('announces no alternates for a page in one language only', () => {
    expect(pageAlternates('gallery', ORIGIN)).toEqual([]);
  });

  it('marks a link into another language: its hreflang, and a whole document', () => {
    expect(crossLanguageLink('gallery', 'fr')).toEqual({ hrefLang: 'en', 'data-disable-ajax': '' });
    expect(crossLanguageLink('nous-ecrire', 'fr')).toEqual({});
    expect(crossLanguageLink('gallery', 'en')).toEqual({});
  });
});
