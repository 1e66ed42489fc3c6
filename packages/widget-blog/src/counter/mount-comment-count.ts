import type { ThirdPartyProvider, WidgetMount } from '@vitrine/widget-api';
import { THIRD_PARTY_PROVIDERS, whenConsentAllows } from '@vitrine/widget-api';
import { disqusCount, facebookCount } from '../comments/providers';
import { commentLabel, totalComments } from './comment-count';
import type { CommentCountConfig } from './config';
import { readCounterAttributes } from './config';

/**
 * The blog comment counter (widgets spec §5): the comment service's count plus the social network's, each 0
 * when it fails or is silent for 5 s, written as "{total} {label}" into the element's link (or the element).
 * Counted only once the visitor allows every provider's category: until then the element keeps what the server
 * wrote (a link to the comments), since a count of 0 for a provider not asked would be a guess; in the editor
 * too.
 */
export const mount: WidgetMount<CommentCountConfig> = (element, context) => {
  const { signal, logger, config } = context;
  // Nothing third-party loads in the editor: the element keeps what the server wrote.
  if (context.inEditor) return;
  const doc = element.ownerDocument;
  const win = doc.defaultView as Window;
  const attributes = readCounterAttributes(element);
  const url = new URL(attributes.href ?? doc.location.href, doc.baseURI).href;
  const counts: Array<() => Promise<number>> = [];
  const asked: ThirdPartyProvider[] = [];
  const { disqusShortName, facebookAccessToken } = { ...attributes, ...config };
  const logged = (provider: string, count: () => Promise<number>) => () =>
    count().catch((error: unknown) => {
      logger.warn(`${provider} count unavailable; counted as 0`, error);
      throw error;
    });
  if (disqusShortName) {
    asked.push(THIRD_PARTY_PROVIDERS.disqus);
    counts.push(
      logged('comment service', () => disqusCount(element, disqusShortName, attributes.disqusId ?? '', url)),
    );
  }
  if (facebookAccessToken) {
    asked.push(THIRD_PARTY_PROVIDERS.facebook);
    counts.push(logged('social network', () => facebookCount(doc, url, facebookAccessToken, signal)));
  }
  Promise.all(asked.map(({ category }) => whenConsentAllows(category, { win, signal })))
    .then(() => totalComments(counts, undefined, win))
    .then(
      (total) => {
        if (signal.aborted) return;
        const target = element.querySelector('a') ?? element;
        target.textContent = `${total} ${commentLabel(total, attributes.singular, attributes.plural)}`;
      },
      // Unmounted before the visitor allowed it: nothing to write.
      () => {},
    );
};
