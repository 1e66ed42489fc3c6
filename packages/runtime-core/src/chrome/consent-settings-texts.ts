/** The settings dialog's texts beyond the notice's (its title is the notice's Settings button), in its chunk. */
export interface ConsentSettingsTexts {
  /** The dialog's text under its title. */
  settingsIntro: string;
  /** Saves the switches as they are. */
  save: string;
  /** Closes the dialog without saving. */
  close: string;
  /** Beside the necessary switch, which cannot be turned off. */
  alwaysOn: string;
}

/** In the notice's languages (`COOKIE_NOTICE_TEXTS`); the dialog speaks the language the notice chose. */
export const CONSENT_SETTINGS_TEXTS: Readonly<Record<string, ConsentSettingsTexts>> = {
  en: {
    settingsIntro: 'Choose what this site may load. You can change your choice at any time.',
    save: 'Save choices',
    close: 'Close',
    alwaysOn: 'Always on',
  },
  fr: {
    settingsIntro: 'Choisissez ce que ce site peut charger. Vous pouvez changer votre choix à tout moment.',
    save: 'Enregistrer mes choix',
    close: 'Fermer',
    alwaysOn: 'Toujours actif',
  },
  de: {
    settingsIntro: 'Wählen Sie, was diese Website laden darf. Sie können Ihre Wahl jederzeit ändern.',
    save: 'Auswahl speichern',
    close: 'Schließen',
    alwaysOn: 'Immer aktiv',
  },
  es: {
    settingsIntro: 'Elija lo que este sitio puede cargar. Puede cambiar su elección en cualquier momento.',
    save: 'Guardar mi elección',
    close: 'Cerrar',
    alwaysOn: 'Siempre activas',
  },
};
