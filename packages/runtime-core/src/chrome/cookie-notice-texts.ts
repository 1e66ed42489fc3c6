export interface CookieNoticeTexts {
  label: string;
  message: string;
  privacy: string;
  accept: string;
  decline: string;
  /** The button that opens the settings dialog, and the dialog's title. */
  settings: string;
}

/** The languages the notice ships in; any other `cookieNotificationLanguage` gets English. */
export const COOKIE_NOTICE_TEXTS: Readonly<Record<string, CookieNoticeTexts>> = {
  en: {
    label: 'Cookie notice',
    message: 'This site uses cookies to remember your choices and, if you agree, to measure visits.',
    privacy: 'Privacy policy',
    accept: 'Accept all',
    decline: 'Decline',
    settings: 'Cookie settings',
  },

  fr: {
    label: 'Avis sur les cookies',
    message:
      'Ce site utilise des cookies pour mémoriser vos choix et, si vous l’acceptez, pour mesurer les visites.',
    privacy: 'Politique de confidentialité',
    accept: 'Tout accepter',
    decline: 'Refuser',
    settings: 'Paramètres des cookies',
  },

  de: {
    label: 'Cookie-Hinweis',
    message:
      'Diese Website verwendet Cookies, um Ihre Auswahl zu speichern und, wenn Sie zustimmen, Besuche zu messen.',
    privacy: 'Datenschutzerklärung',
    accept: 'Alle akzeptieren',
    decline: 'Ablehnen',
    settings: 'Cookie-Einstellungen',
  },

  es: {
    label: 'Aviso de cookies',
    message: 'Este sitio usa cookies para recordar sus preferencias y, si lo acepta, para medir las visitas.',
    privacy: 'Política de privacidad',
    accept: 'Aceptar todo',
    decline: 'Rechazar',
    settings: 'Configuración de cookies',
  },
};

/** The texts for `language` (`fr`, `fr-CA`, …), English when it is not shipped. */
export function cookieNoticeTexts(language: string | null | undefined): {
  lang: string;
  texts: CookieNoticeTexts;
} {
  const lang = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const texts = COOKIE_NOTICE_TEXTS[lang];
  return texts ? { lang, texts } : { lang: 'en', texts: COOKIE_NOTICE_TEXTS.en as CookieNoticeTexts };
}
