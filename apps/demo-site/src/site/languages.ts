import { pagePath } from './site';

/** The site's languages: English everywhere, French for a few pages. */
export const SITE_LANGUAGES = [
  { code: 'en', label: 'English', home: 'home' },
  { code: 'fr', label: 'Français', home: 'accueil' },
] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Pages that exist in more than one language: each group is one page, by language code. */
const TRANSLATED_PAGES: ReadonlyArray<Readonly<Record<string, string>>> = [
  { en: 'home', fr: 'accueil' },
  { en: 'contact', fr: 'nous-ecrire' },
];

/** The language a page is written in. */
export function pageLanguage(alias: string): SiteLanguage {
  const group = TRANSLATED_PAGES.find((versions) => Object.values(versions).includes(alias));
  const code = group ? Object.entries(group).find(([, each]) => each === alias)?.[0] : 'en';
  return SITE_LANGUAGES.find((language) => language.code === code) ?? SITE_LANGUAGES[0];
}

/** Every language version of a page (itself included), for `<link rel="alternate" hreflang>`. */
export function pageAlternates(alias: string): Array<{ lang: string; href: string }> {
  const group = TRANSLATED_PAGES.find((versions) => Object.values(versions).includes(alias));
  return group ? Object.entries(group).map(([lang, each]) => ({ lang, href: pagePath(each) })) : [];
}
