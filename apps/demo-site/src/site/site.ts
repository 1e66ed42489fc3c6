import type { NavItem, SiteParams } from '@vitrine/runtime-core/markup';
import { encodeNavItems, sitePagePath } from '@vitrine/runtime-core/markup';
import type { Device } from '@vitrine/widget-api';
import type { ConsentMode } from '@vitrine/widget-api/consent';
import { DEMO_GEOCODER_ENDPOINT, DEMO_TILE_ATTRIBUTION, DEMO_TILE_URL } from '../server/map-routes';

/** The one site this demo publishes: Harbor & Rye, a neighbourhood bakery-café. */
export const SITE_ALIAS = 'harbor-and-rye';
export const SITE_NAME = 'Harbor & Rye';
export const HOME_ALIAS = 'home';
export const NOT_FOUND_ALIAS = 'page-not-found';
/** Marks the site-name links in the header and footer, so core gives them the Home link type. */
export const HOME_LINK_ATTRIBUTE = 'data-home-link';

export const CONTACT = {
  email: 'hello@harborandrye.example',
  phoneDisplay: '(555) 010-0142',
  phoneHref: 'tel:+15550100142',
  street: '14 Harbor Street',
  city: 'Port Alder, OR 97001',
} as const;

/** The site-relative path of one of this site's pages. */
export function pagePath(alias: string): string {
  return sitePagePath(SITE_ALIAS, alias);
}

/** Where a visitor's "lock again" posts: the server forgets their token for a protected page. */
export function pageLogoutPath(siteAlias: string): string {
  return `/_dm/s/rt/api/public/rt/site/${siteAlias}/page/logout`;
}

export const ERROR_MESSAGES = {
  general: 'Sorry, this page could not be loaded. Please check your connection and try again.',
  password: 'This page is protected. Please sign in to view it.',
  tryAgain: 'Try Again',
} as const;

/** Path prefixes served as plain files: core must leave links to them to the browser. */
export const AJAX_EXCEPTIONS = ['/files/'];

/**
 * How the site asks for consent (docs/consent.md): `opt-in`, as a site with visitors in the EU must, so nothing but
 * `necessary` loads before the visitor accepts. `--consent-mode` runs the server (or the export) in another mode.
 */
export const DEMO_CONSENT_MODE: ConsentMode = 'opt-in';
/** The version of the site's cookie policy: raising it asks every visitor again. */
export const CONSENT_POLICY_VERSION = '1';

/**
 * The site parameters rendered into every page of the site. `navItems`: the navigation of the page's language
 * (`pageNavItems`), the one its header and drawer render.
 */
export function siteParams(
  pageAlias: string,
  device: Device,
  navItems: readonly NavItem[],
  consentMode: ConsentMode = DEMO_CONSENT_MODE,
): SiteParams {
  return {
    SiteAlias: SITE_ALIAS,
    ExternalUid: 'hr-2019-0042',
    planID: 'BASIC',
    WebPlatform: 'DUDA',
    NavItems: encodeNavItems(navItems),
    HomeLinkSelector: `a[${HOME_LINK_ATTRIBUTE}]`,
    LayoutParams: { device },
    CacheSize: 10,
    isReseller: false,
    isWhiteLabelReseller: false,
    ErrorMessages: { ...ERROR_MESSAGES },
    AjaxExceptions: [...AJAX_EXCEPTIONS],
    PageAlias: pageAlias,
    ConsentMode: consentMode,
    ConsentPolicyVersion: CONSENT_POLICY_VERSION,
    // Maps drawn and addresses geocoded through the public API use the demo's own geocoder and tiles.
    Maps: {
      provider: 'openstreetmap',
      endpoint: DEMO_GEOCODER_ENDPOINT,
      tileUrl: DEMO_TILE_URL,
      attribution: DEMO_TILE_ATTRIBUTION,
    },
  };
}
