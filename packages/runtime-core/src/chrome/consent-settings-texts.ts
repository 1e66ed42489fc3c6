import type { ConsentCategory } from '@vitrine/widget-api/consent';

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
  /** What each category's switch says: its name and what it allows. */
  categories: Record<ConsentCategory, { name: string; description: string }>;
}

/** In the notice's languages (`COOKIE_NOTICE_TEXTS`); the dialog speaks the language the notice chose. */
export const CONSENT_SETTINGS_TEXTS: Readonly<Record<string, ConsentSettingsTexts>> = {
  en: {
    settingsIntro: 'Choose what this site may load. You can change your choice at any time.',
    save: 'Save choices',
    close: 'Close',
    alwaysOn: 'Always on',
    categories: {
      necessary: {
        name: 'Necessary',
        description: 'What the site needs to work, such as a form’s spam check.',
      },
      functional: {
        name: 'Functional',
        description: 'Services the page offers: the shop, maps, videos, booking.',
      },
      analytics: { name: 'Analytics', description: 'Counting visits, to learn how the site is used.' },
      marketing: {
        name: 'Marketing',
        description: 'Social networks and comment services that follow you across sites.',
      },
    },
  },
  fr: {
    settingsIntro: 'Choisissez ce que ce site peut charger. Vous pouvez changer votre choix à tout moment.',
    save: 'Enregistrer mes choix',
    close: 'Fermer',
    alwaysOn: 'Toujours actif',
    categories: {
      necessary: {
        name: 'Nécessaires',
        description:
          'Ce dont le site a besoin pour fonctionner, comme la protection anti-spam d’un formulaire.',
      },
      functional: {
        name: 'Fonctionnels',
        description: 'Les services de la page : la boutique, les cartes, les vidéos, la réservation.',
      },
      analytics: {
        name: 'Mesure d’audience',
        description: 'Compter les visites, pour savoir comment le site est utilisé.',
      },
      marketing: {
        name: 'Marketing',
        description: 'Les réseaux sociaux et services de commentaires qui vous suivent d’un site à l’autre.',
      },
    },
  },
  de: {
    settingsIntro: 'Wählen Sie, was diese Website laden darf. Sie können Ihre Wahl jederzeit ändern.',
    save: 'Auswahl speichern',
    close: 'Schließen',
    alwaysOn: 'Immer aktiv',
    categories: {
      necessary: {
        name: 'Notwendig',
        description: 'Was die Website zum Funktionieren braucht, etwa die Spam-Prüfung eines Formulars.',
      },
      functional: {
        name: 'Funktional',
        description: 'Dienste der Seite: der Shop, Karten, Videos, Buchungen.',
      },
      analytics: {
        name: 'Statistik',
        description: 'Besuche zählen, um zu erfahren, wie die Website genutzt wird.',
      },
      marketing: {
        name: 'Marketing',
        description: 'Soziale Netzwerke und Kommentardienste, die Ihnen über Websites hinweg folgen.',
      },
    },
  },
  es: {
    settingsIntro: 'Elija lo que este sitio puede cargar. Puede cambiar su elección en cualquier momento.',
    save: 'Guardar mi elección',
    close: 'Cerrar',
    alwaysOn: 'Siempre activas',
    categories: {
      necessary: {
        name: 'Necesarias',
        description: 'Lo que el sitio necesita para funcionar, como el control antispam de un formulario.',
      },
      functional: {
        name: 'Funcionales',
        description: 'Los servicios de la página: la tienda, los mapas, los vídeos, las reservas.',
      },
      analytics: { name: 'Analíticas', description: 'Contar las visitas, para saber cómo se usa el sitio.' },
      marketing: {
        name: 'Marketing',
        description: 'Redes sociales y servicios de comentarios que le siguen de un sitio a otro.',
      },
    },
  },
};
