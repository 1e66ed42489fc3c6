import { loadThirdPartyScript, THIRD_PARTY_PROVIDERS } from '@vitrine/widget-api';
import { TWITTER_WIDGETS_SCRIPT } from './twitter-timeline';

/** The part of the platform's `twttr` global the feed uses (developer.x.com "Scripting: Loading and Initialization"). */
export interface TwitterWidgets {
  widgets: { load(element?: Element): unknown };
}

type TwitterWindow = Window & { twttr?: Partial<TwitterWidgets> };

/**
 * The widgets script, once per page whichever feed asks first, with the attributes of the platform's snippet.
 * `consent: 'granted'` once the visitor let it through the feed's facade.
 */
export function loadTwitterWidgets(
  doc: Document,
  consent: 'wait' | 'granted' = 'wait',
): Promise<TwitterWidgets> {
  return loadThirdPartyScript(doc, TWITTER_WIDGETS_SCRIPT, {
    provider: THIRD_PARTY_PROVIDERS.twitter,
    name: 'the Twitter widgets script',
    consent,
    ready: (win) => {
      const twttr = (win as TwitterWindow).twttr;
      return typeof twttr?.widgets?.load === 'function' ? (twttr as TwitterWidgets) : undefined;
    },
    attributes: { id: 'twitter-wjs', charset: 'utf-8' },
  });
}
