import type { ConsentCategory } from './consent-mode';

/** Who a third-party resource comes from, as a visitor would name them, and what it is used for. */
export interface ThirdPartyProvider {
  readonly name: string;
  readonly category: ConsentCategory;
}

/**
 * The providers our packages load from. Each one's category and the reason for it are the table in
 * docs/consent.md; a widget author's own provider is an object of the same shape.
 */
export const THIRD_PARTY_PROVIDERS = {
  sitePlatform: { name: 'the site platform', category: 'necessary' },
  recaptcha: { name: 'Google reCAPTCHA', category: 'necessary' },
  filestack: { name: 'Filestack', category: 'functional' },
  ecwid: { name: 'Ecwid', category: 'functional' },
  calendly: { name: 'Calendly', category: 'functional' },
  opentable: { name: 'OpenTable', category: 'functional' },
  vimeo: { name: 'Vimeo', category: 'functional' },
  videoStream: { name: 'the video stream host', category: 'functional' },
  openStreetMap: { name: 'OpenStreetMap', category: 'functional' },
  mapbox: { name: 'Mapbox', category: 'functional' },
  mappy: { name: 'Mappy', category: 'functional' },
  here: { name: 'HERE', category: 'functional' },
  openCage: { name: 'OpenCage', category: 'functional' },
  googleMaps: { name: 'Google Maps', category: 'functional' },
  customWidgetScript: { name: "a custom widget's script host", category: 'functional' },
  youtube: { name: 'YouTube', category: 'marketing' },
  dailymotion: { name: 'Dailymotion', category: 'marketing' },
  twitter: { name: 'Twitter', category: 'marketing' },
  facebook: { name: 'Facebook', category: 'marketing' },
  disqus: { name: 'Disqus', category: 'marketing' },
} as const satisfies Record<string, ThirdPartyProvider>;
