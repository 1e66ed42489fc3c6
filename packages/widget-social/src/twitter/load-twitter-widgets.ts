import { TWITTER_WIDGETS_SCRIPT } from './twitter-timeline';

/** The part of the platform's `twttr` global the feed uses (developer.x.com "Scripting: Loading and Initialization"). */
export interface TwitterWidgets {
  widgets: { load(element?: Element): unknown };
}

type TwitterWindow = Window & { twttr?: Partial<TwitterWidgets> };

/** A slow script must not leave the visitor in front of a feed that never comes: the link stays after this. */
export const TWITTER_LOAD_TIMEOUT_MS = 15_000;

const loads = new WeakMap<Document, { loading: Promise<TwitterWidgets>; script: HTMLScriptElement }>();

const usable = (win: TwitterWindow): TwitterWidgets | undefined =>
  typeof win.twttr?.widgets?.load === 'function' ? (win.twttr as TwitterWidgets) : undefined;

/**
 * The widgets script, once per page whichever feed asks first. Rejects when it fails, defines no
 * `twttr.widgets`, or is late; the next feed then tries again (the visitor may be back online).
 */
export function loadTwitterWidgets(
  doc: Document,
  timeoutMs = TWITTER_LOAD_TIMEOUT_MS,
): Promise<TwitterWidgets> {
  const win = doc.defaultView as TwitterWindow;
  const present = usable(win);
  if (present) return Promise.resolve(present);
  const existing = loads.get(doc);
  // A script taken out of the page before it answered will never answer: load it again.
  if (existing?.script.isConnected) return existing.loading;
  const script = doc.createElement('script');
  const loading = new Promise<TwitterWidgets>((resolve, reject) => {
    const fail = (reason: string) => {
      win.clearTimeout(timer);
      script.remove();
      reject(new Error(`the Twitter widgets script ${reason}`));
    };
    const timer = win.setTimeout(() => fail(`did not arrive within ${timeoutMs} ms`), timeoutMs);
    script.id = 'twitter-wjs';
    script.src = TWITTER_WIDGETS_SCRIPT;
    script.async = true;
    script.charset = 'utf-8';
    script.addEventListener('load', () => {
      win.clearTimeout(timer);
      const twitter = usable(win);
      if (twitter) resolve(twitter);
      else fail('did not define twttr.widgets');
    });
    script.addEventListener('error', () => fail('could not be loaded'));
    doc.head.append(script);
  });
  loads.set(doc, { loading, script });
  loading.catch(() => {
    if (loads.get(doc)?.loading === loading) loads.delete(doc);
  });
  return loading;
}
