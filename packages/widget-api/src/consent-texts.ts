import type { ConsentCategory } from './consent-state';

/** What each category is called, and what it allows, as the visitor reads it (the settings' switches, a facade). */
export type ConsentCategoryTexts = Record<ConsentCategory, { name: string; description: string }>;

/**
 * In the cookie notice's languages. Here rather than in core's settings dialog: a widget's facade names the
 * category it asks for in the same words as the switch that allows it.
 */
export const CONSENT_CATEGORY_TEXTS: Readonly<Record<string, ConsentCategoryTexts>> = {
  en: {
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
  fr: {
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
  de: {
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
  es: {
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
};
