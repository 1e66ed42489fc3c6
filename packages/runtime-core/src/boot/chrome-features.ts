import type { ChromeContext, ChromeFeatureModule } from '../chrome/chrome-context';
import type { LazyFeatures } from './lazy-features';

/**
 * The site chrome's features, each its own chunk, by the name in its root attribute (`data-vitrine-{name}`,
 * the values of `ChromeFeature`): only these few bytes are on every page; a feature's code comes with its markup.
 */
export const CHROME_FEATURE_CHUNKS: ReadonlyArray<readonly [string, () => Promise<ChromeFeatureModule>]> = [
  ['drawer', () => import('../chrome/drawer')],
  ['nav', () => import('../chrome/nav-more')],
  ['languages', () => import('../chrome/language-switcher')],
  ['back-to-top', () => import('../chrome/back-to-top')],
  ['cookie-notice', () => import('../chrome/cookie-notice')],
  ['click-to', () => import('../chrome/click-to')],
  ['powered-by', () => import('../chrome/powered-by')],
];

export function addChromeFeatures(features: LazyFeatures, context: ChromeContext): void {
  for (const [name, chunk] of CHROME_FEATURE_CHUNKS)
    features.add({
      selector: `[data-vitrine-${name}]`,
      load: () => chunk().then((feature) => feature.start(context)),
    });
}
