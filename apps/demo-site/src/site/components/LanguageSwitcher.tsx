import { ChromeAttribute, ChromeFeature } from '@vitrine/runtime-core/markup';
import { chromeTexts } from '../chrome-texts';
import { pageLanguage, pageVersion, SITE_LANGUAGES } from '../languages';
import { markupFlag } from '../markup-flag';
import { pagePath } from '../site';

/**
 * The language dropdown: the current language on its button, the others in its list, each leading to this
 * page in that language, or to that language's home when the page has no version in it. Core's language
 * feature repoints the links as in-page navigations change the page; it also adds `aria-expanded`, since
 * until it runs the button opens nothing.
 */
export function LanguageSwitcher({ currentAlias }: { currentAlias: string }) {
  const current = pageLanguage(currentAlias);
  return (
    <div className="language-switcher" {...markupFlag(ChromeFeature.languages)}>
      <button
        type="button"
        lang={current.code}
        aria-controls="site-languages"
        aria-describedby="site-languages-label"
        {...{ [ChromeAttribute.languageHome]: pagePath(current.home) }}
      >
        {current.label}
      </button>
      <span id="site-languages-label" className="visually-hidden">
        {chromeTexts(current.code).language}
      </span>
      <ul id="site-languages" hidden>
        {SITE_LANGUAGES.filter((language) => language.code !== current.code).map((language) => (
          <li key={language.code}>
            <a
              href={pagePath(pageVersion(currentAlias, language.code) ?? language.home)}
              hrefLang={language.code}
              lang={language.code}
              {...{ [ChromeAttribute.languageHome]: pagePath(language.home) }}
            >
              {language.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
