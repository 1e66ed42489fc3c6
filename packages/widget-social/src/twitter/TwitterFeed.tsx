import { consentAllows, THIRD_PARTY_PROVIDERS, thirdPartyFacade } from '@vitrine/widget-api';
import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useMemo, useRef } from 'react';
import { useSocialStyles } from '../social-styles';
import type { TwitterFeedConfig } from './config';
import { loadTwitterWidgets } from './load-twitter-widgets';
import type { TwitterTimeline } from './twitter-timeline';
import { TWITTER_INIT_DELAY_MS, withPageLanguage } from './twitter-timeline';

/** The platform's embed markup: an anchor its script turns into the timeline. */
function timelineAnchor(doc: Document, timeline: TwitterTimeline): HTMLAnchorElement {
  const anchor = doc.createElement('a');
  anchor.className = 'twitter-timeline';
  anchor.href = timeline.timelineUrl;
  for (const [name, value] of Object.entries(timeline.options)) anchor.setAttribute(`data-${name}`, value);
  anchor.textContent =
    timeline.kind === 'favourites'
      ? `Posts liked by @${timeline.userName}`
      : `Posts by @${timeline.userName}`;
  return anchor;
}

/** What a failed feed leaves: a plain link to the account, which works without the platform's script. */
function profileLink(doc: Document, timeline: TwitterTimeline): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.className = 'vw-twitter__profile';
  link.href = timeline.profileUrl;
  link.textContent = `@${timeline.userName} on X (Twitter)`;
  return link;
}

/**
 * The account's timeline through the platform's widgets script. The script loads when the feed is in the
 * viewport as it starts, otherwise 600 ms after the visitor's first scroll or touch (spec widgets §4, §9), so a
 * feed far down a page costs nothing until the visitor moves. While the visitor has not allowed the platform's
 * category, the link to the account stays with the consent facade under it, and the script waits for them. The
 * embed's DOM belongs to the platform's script: React renders the box, and the box's content is written here.
 */
export function TwitterFeed({ config, context }: WidgetProps<TwitterFeedConfig>) {
  const timeline = useMemo(
    () => config.timeline && withPageLanguage(config.timeline, context.locale),
    [config.timeline, context.locale],
  );
  const boxRef = useRef<HTMLDivElement>(null);
  useSocialStyles();

  useEffect(() => {
    const box = boxRef.current;
    if (!timeline || !box) return;
    const doc = box.ownerDocument;
    const win = doc.defaultView ?? window;
    const stopped = new AbortController();
    const signal = AbortSignal.any([stopped.signal, context.signal]);
    box.replaceChildren(timelineAnchor(doc, timeline));
    box.dataset.state = 'waiting';
    let timer: number | undefined;

    const provider = THIRD_PARTY_PROVIDERS.twitter;
    // A feed the visitor allowed starts in the same task as it comes into view; any other waits for them. In
    // the editor the facade shows, and nothing loads.
    const inEditor = context.inEditor;
    const facade =
      !inEditor && consentAllows(provider.category, win)
        ? undefined
        : thirdPartyFacade(box, { provider, content: 'posts', inEditor, signal });
    // Unmounted while the facade waited, before the feed was reached: nothing was loading.
    facade?.catch(() => {});
    const start = () => {
      if (signal.aborted || box.dataset.state !== 'waiting') return;
      box.dataset.state = 'loading';
      (facade ? facade.then(() => loadTwitterWidgets(doc, 'granted')) : loadTwitterWidgets(doc))
        .then((twitter) => twitter.widgets.load(box))
        .then(
          () => {
            if (!signal.aborted) box.dataset.state = 'shown';
          },
          (error: unknown) => {
            if (signal.aborted) return;
            context.logger.warn('the Twitter feed could not start; a link to the account stays', error);
            box.replaceChildren(profileLink(doc, timeline));
            box.dataset.state = 'failed';
          },
        );
    };
    const startSoon = () => {
      win.removeEventListener('scroll', startSoon);
      win.removeEventListener('touchstart', startSoon);
      timer ??= win.setTimeout(start, TWITTER_INIT_DELAY_MS);
    };

    if (typeof win.IntersectionObserver !== 'function') start();
    else {
      const observer = new win.IntersectionObserver((entries) => {
        observer.disconnect();
        if (entries.some((entry) => entry.isIntersecting)) start();
        else {
          win.addEventListener('scroll', startSoon, { passive: true, signal });
          win.addEventListener('touchstart', startSoon, { passive: true, signal });
        }
      });
      observer.observe(box);
      signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    }
    return () => {
      stopped.abort();
      if (timer !== undefined) win.clearTimeout(timer);
    };
  }, [timeline, context.signal, context.logger, context.inEditor]);

  if (!timeline) return null;
  return <div ref={boxRef} className="vw-twitter" />;
}
