import type { WidgetMount } from '@vitrine/widget-api';
import { disqusCount, facebookCount } from '../comments/providers';
import { commentLabel, totalComments } from './comment-count';
import type { CommentCountConfig } from './config';
import { readCounterAttributes } from './config';

/**
 * The blog comment counter (widgets spec §5): the comment service's count plus the social network's, each 0
 * when it fails or is silent for 5 s, written as "{total} {label}" into the element's link (or the element).
 */
export const mount: WidgetMount<CommentCountConfig> = (element, context) => {
  const { signal, logger, config } = context;
  const doc = element.ownerDocument;
  const win = doc.defaultView as Window;
  const attributes = readCounterAttributes(element);
  const url = new URL(attributes.href ?? doc.location.href, doc.baseURI).href;
  const counts: Array<() => Promise<number>> = [];
  const { disqusShortName, facebookAccessToken } = { ...attributes, ...config };
  const logged = (provider: string, count: () => Promise<number>) => () =>
    count().catch((error: unknown) => {
      logger.warn(`${provider} count unavailable; counted as 0`, error);
      throw error;
    });
  if (disqusShortName)
    counts.push(
      logged('comment service', () => disqusCount(element, disqusShortName, attributes.disqusId ?? '', url)),
    );
  if (facebookAccessToken)
    counts.push(logged('social network', () => facebookCount(doc, url, facebookAccessToken, signal)));
  void totalComments(counts, undefined, win).then((total) => {
    if (signal.aborted) return;
    const target = element.querySelector('a') ?? element;
    target.textContent = `${total} ${commentLabel(total, attributes.singular, attributes.plural)}`;
  });
};
