import { MarkupAttribute } from '@vitrine/runtime-core/markup';
import { pagePath } from './site';

/** The site's languages: English everywhere (the main language), French for a few pages. */
export const SITE_LANGUAGES = [
  { code: 'en', label: 'English', home: 'home' },
  { code: 'fr', label: 'Français', home: 'accueil' },
] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export type LanguageCode = SiteLanguage['code'];

/** The site's main language: every page exists in it, and search engines get it as `x-default`. */
export const MAIN_LANGUAGE: SiteLanguage = SITE_LANGUAGES[0];

/** Pages that exist in more than one language: each group is one page, by language code. */
const TRANSLATED_PAGES: ReadonlyArray<Readonly<Partial<Record<LanguageCode, string>>>> = [
  { en: 'home', fr: 'accueil' },
  { en: 'contact', fr: 'nous-ecrire' },
];

function versionsOf(alias: string): Readonly<Partial<Record<LanguageCode, string>>> | undefined {
  return TRANSLATED_PAGES.find((versions) => Object.values(versions).includes(alias));
}

/** The language a page is written in. */
export function pageLanguage(alias: string): SiteLanguage {
  const group = versionsOf(alias);
  const code = group ? Object.entries(group).find(([, each]) => each === alias)?.[0] : MAIN_LANGUAGE.code;
  return SITE_LANGUAGES.find((language) => language.code === code) ?? MAIN_LANGUAGE;
}

/** The alias of `alias`'s version in `language`, or undefined when the page has none in it. */
export function pageVersion(alias: string, language: LanguageCode): string | undefined {
  const group = versionsOf(alias);
  if (group) return group[language];
  return pageLanguage(alias).code === language ? alias : undefined;
}

/**
 * Every language version of a page (itself included), for `<link rel="alternate" hreflang>`, plus `x-default`
 * (the main language's version, for visitors whose language the site has not). Absolute on `origin`, as search
 * engines require; a page in one language only has none, since it has no alternate to announce.
 */
export function pageAlternates(alias: string, origin: string): Array<{ lang: string; href: string }> {
  const group = versionsOf(alias);
  if (!group) return [];
  const absolute = (each: string) => new URL(pagePath(each), origin).href;
  const versions = SITE_LANGUAGES.flatMap(({ code }) => {
    const each = group[code];
    return each ? [{ lang: code, href: absolute(each) }] : [];
  });
  const main = group[MAIN_LANGUAGE.code];
  return main ? [...versions, { lang: 'x-default', href: absolute(main) }] : versions;
}

/**
 * A link from a page in `from` to the page `alias`: when that page is in another language, it says so
 * (`hreflang`) and loads a whole document, since every page wears its own language's header, navigation and
 * footer, whichever way a visitor reached it (an in-page navigation would keep the old language's).
 */
export function crossLanguageLink(alias: string, from: LanguageCode): Record<string, string> {
  const target = pageLanguage(alias).code;
  return target === from ? {} : { hrefLang: target, [MarkupAttribute.disableAjax]: '' };
}
