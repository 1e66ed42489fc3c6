import type { Mode } from '@vitrine/widget-api';
import type { RunningFeature } from '../chunks/lazy-features';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';
import type { SiteParams } from '../markup/site-params';
import { CHROME_FEATURE_CHUNKS, chromeFeatureSelector } from './feature-chunks';

export interface StartChromeOptions {
  /** The document whose chrome markup is started; default the current one. */
  doc?: Document;
  /** Default `live`. */
  mode?: Mode;
  /** The site parameters the features read (the reseller flags for powered-by). */
  params?: Partial<SiteParams>;
}

export interface RunningChrome {
  /** Fires what a navigation would (`before-navigate`, `page-load`) at the started features. */
  readonly events: Emitter<NavigationEvents>;
  /** What the features fire (`event-ClickToCall`, …). */
  readonly publicEvents: Emitter<PublicEvents>;
  /** Stops every started feature. */
  stop(): void;
}

/**
 * Starts the site chrome features whose markup is in the document (`docs/markup.md` "Site chrome"), without
 * the runtime: for places that show a site's chrome outside a published page, such as a component workshop or
 * an editor's theme preview. A published page needs none of this: core starts each feature itself.
 */
export async function startChrome({
  doc = document,
  mode = 'live',
  params = {},
}: StartChromeOptions = {}): Promise<RunningChrome> {
  const win = doc.defaultView ?? window;
  const context = {
    win,
    doc,
    mode,
    config: resolveSiteConfig({ SiteAlias: '', ...params }),
    events: new Emitter<NavigationEvents>(),
    publicEvents: new Emitter<PublicEvents>(),
  };
  const running: RunningFeature[] = await Promise.all(
    CHROME_FEATURE_CHUNKS.filter(([name]) => doc.querySelector(chromeFeatureSelector(name))).map(
      ([, chunk]) => chunk().then((feature) => feature.start(context)),
    ),
  );
  return {
    events: context.events,
    publicEvents: context.publicEvents,
    stop: () => {
      for (const feature of running) feature.stop();
    },
  };
}
