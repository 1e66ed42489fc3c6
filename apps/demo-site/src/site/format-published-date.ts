import type { LanguageCode } from './languages';

const OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

const FORMATTERS: Readonly<Record<LanguageCode, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-GB', OPTIONS),
  fr: new Intl.DateTimeFormat('fr-FR', OPTIONS),
};

/**
 * How a publication date reads on a page in `language`. Seconds are shown because the end-to-end suite
 * republishes pages moments apart and must see the content change.
 */
export function formatPublishedDate(iso: string, language: LanguageCode = 'en'): string {
  return FORMATTERS[language].format(new Date(iso));
}
