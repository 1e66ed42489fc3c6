import type { LanguageCode } from './languages';

/** The words of the chrome every page wears (header, drawer, footer), in each of the site's languages. */
export interface ChromeTexts {
  skipToContent: string;
  mainNav: string;
  footerNav: string;
  menu: string;
  closeMenu: string;
  /** The navigation's More, Less and Back to home entries (core's defaults are the English ones). */
  navMore: string;
  navLess: string;
  navBack: string;
  /** Named by each sub-navigation's toggle, after the item's title. */
  navSubPages: string;
  shop: string;
  /** The name of the header's shop and cart links (a navigation of their own). */
  shopNav: string;
  cart: string;
  cartItems: string;
  about: string;
  callTheBakery: string;
  emailUs: string;
  map: string;
  hours: string;
  openingHours: ReadonlyArray<readonly [days: string, hours: string]>;
  more: string;
  footerLinks: {
    mill: string;
    oven: string;
    locations: string;
    market: string;
    wholesale: string;
    classic: string;
  };
  legal: string;
  /** The footer's button that reopens the cookie settings (docs/consent.md). */
  cookieSettings: string;
  language: string;
  poweredBy: string;
  backToTop: string;
}

export const CHROME_TEXTS: Readonly<Record<LanguageCode, ChromeTexts>> = {
  en: {
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    footerNav: 'Footer',
    menu: 'Menu',
    closeMenu: 'Close menu',
    navMore: 'More Options',
    navLess: 'Less Options',
    navBack: 'Back to home',
    navSubPages: 'more pages',
    shop: 'Shop',
    shopNav: 'Shop and cart',
    cart: 'Cart',
    cartItems: 'items',
    about:
      'Slow-fermented bread, honest pastry and good coffee, baked every morning by the harbour since 2019.',
    callTheBakery: 'Call the bakery',
    emailUs: 'Email us',
    map: 'Map',
    hours: 'Hours',
    openingHours: [
      ['Tue – Fri', '7:00 – 15:00'],
      ['Sat – Sun', '8:00 – 14:00'],
      ['Mon', 'Closed for milling'],
    ],
    more: 'More',
    footerLinks: {
      mill: 'How we mill our flour',
      oven: 'From our oven',
      locations: 'Find a bakery',
      market: 'Saturday market',
      wholesale: 'Wholesale & events',
      classic: 'The classic site',
    },
    legal: 'Bakery Co. Made with flour, water, salt and patience.',
    cookieSettings: 'Cookie settings',
    language: 'Language',
    poweredBy: 'Powered by Vitrine',
    backToTop: 'Back to top',
  },
  fr: {
    skipToContent: 'Aller au contenu',
    mainNav: 'Principale',
    footerNav: 'Pied de page',
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
    navMore: 'Plus d’options',
    navLess: 'Moins d’options',
    navBack: 'Retour à l’accueil',
    navSubPages: 'autres pages',
    shop: 'Boutique',
    shopNav: 'Boutique et panier',
    cart: 'Panier',
    cartItems: 'articles',
    about: 'Pain au levain, viennoiseries honnêtes et bon café, cuits chaque matin près du port depuis 2019.',
    callTheBakery: 'Appeler la boulangerie',
    emailUs: 'Nous écrire',
    map: 'Plan',
    hours: 'Horaires',
    openingHours: [
      ['Mar – ven', '7 h – 15 h'],
      ['Sam – dim', '8 h – 14 h'],
      ['Lun', 'Fermé pour la mouture'],
    ],
    more: 'Plus',
    footerLinks: {
      mill: 'Comment nous moulons notre farine',
      oven: 'Sorti du four',
      locations: 'Trouver une boulangerie',
      market: 'Le marché du samedi',
      wholesale: 'Vente en gros et événements',
      classic: 'Le site classique',
    },
    legal: 'Bakery Co. Fait de farine, d’eau, de sel et de patience.',
    cookieSettings: 'Paramètres des cookies',
    language: 'Langue',
    poweredBy: 'Propulsé par Vitrine',
    backToTop: 'Haut de page',
  },
};

/** The chrome's words for a page in `language`. */
export function chromeTexts(language: LanguageCode): ChromeTexts {
  return CHROME_TEXTS[language];
}
