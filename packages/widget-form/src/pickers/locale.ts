/** Every word the date and time pickers say, for one language. Month and weekday names come from `Intl`. */
export interface PickerStrings {
  /** The BCP 47 tag `Intl` formats names and dates with. */
  locale: string;
  /** 0 for Sunday, 1 for Monday. */
  firstDayOfWeek: number;
  chooseDate: string;
  previousMonth: string;
  nextMonth: string;
  month: string;
  year: string;
  close: string;
  showTimes: string;
  times: string;
}

export const ENGLISH: PickerStrings = {
  locale: 'en',
  firstDayOfWeek: 0,
  chooseDate: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
  close: 'Close',
  showTimes: 'Show times',
  times: 'Times',
};

/** The languages with a pack (widgets spec §7): loaded as their own small chunk, only for a page in them. */
const PACKS = {
  ja: () => import('./locales/ja'),
  pt: () => import('./locales/pt'),
  es: () => import('./locales/es'),
} as const satisfies Record<string, () => Promise<{ strings: PickerStrings }>>;

export type PickerLanguage = keyof typeof PACKS | 'en';

/** The pack for a page's language (`ja-JP` → `ja`, `pt-BR` → `pt`); English for every other language. */
export function pickerLanguageOf(locale: string): PickerLanguage {
  const primary = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary in PACKS ? (primary as keyof typeof PACKS) : 'en';
}

/** The words for a language; English when its pack cannot be downloaded, so the pickers still work. */
export async function loadPickerStrings(
  language: PickerLanguage,
  onFailure: (error: unknown) => void,
): Promise<PickerStrings> {
  if (language === 'en') return ENGLISH;
  try {
    return (await PACKS[language]()).strings;
  } catch (error) {
    onFailure(error);
    return ENGLISH;
  }
}
