import type { LazyFeatures } from '../chunks/lazy-features';
import { CONSENT_SETTINGS_ATTRIBUTE } from '../markup/boot-attributes';
import type { ChromeContext, ChromeFeatureModule } from './chrome-context';

/**
 * The site chrome's features, each its own chunk, by the name in its root attribute (`data-vitrine-{name}`,
 * the values of `ChromeFeature`): only these few bytes are on every page; a feature's code comes with its markup.
 */
export const CHROME_FEATURE_CHUNKS: ReadonlyArray<readonly [string, () => Promise<ChromeFeatureModule>]> = [
  ['drawer', () => import('./drawer')],
  ['nav', () => import('./nav-more')],
  ['languages', () => import('./language-switcher')],
  ['back-to-top', () => import('./back-to-top')],
  ['cookie-notice', () => import('./cookie-notice')],
  ['click-to', () => import('./click-to')],
  ['powered-by', () => import('./powered-by')],
];

/** The markup whose presence loads chrome feature `name`: its root, and for the cookie notice a settings link. */
export function chromeFeatureSelector(name: string): string {
  return `[data-vitrine-${name}]${name === 'cookie-notice' ? `,[${CONSENT_SETTINGS_ATTRIBUTE}]` : ''}`;
}

export function addChromeFeatures(features: LazyFeatures, context: ChromeContext): void {
  for (const [name, chunk] of CHROME_FEATURE_CHUNKS)
    features.add({
      name,
      selector: chromeFeatureSelector(name),
      load: () => chunk().then((feature) => feature.start(context)),
    });
}
