import { fetchThirdParty, loadThirdPartyScript, THIRD_PARTY_PROVIDERS } from '@vitrine/widget-api';
import { answerJson } from '../wpl-request';

// The two comment providers of the widgets spec (§7 "a comments embed", "a comment service's count script",
// "a social network graph query"), each through its own, real loading code and address.

interface DisqusWidgets {
  getCount(options?: { reset?: boolean }): void;
}
interface DisqusEmbed {
  reset(options: { reload: boolean; config: DisqusConfig }): void;
}
type DisqusConfig = (this: { page: { url?: string; identifier?: string } }) => void;
interface FacebookSdk {
  XFBML: { parse(element?: Element): void };
}
type ProviderWindow = Window & {
  DISQUSWIDGETS?: DisqusWidgets;
  DISQUS?: DisqusEmbed;
  disqus_config?: DisqusConfig;
  FB?: FacebookSdk;
};

/** The comment service's script hosts are per site: `{shortName}.disqus.com`. */
const SHORT_NAME = /^[a-z0-9-]{1,64}$/i;

export function disqusHost(shortName: string): string {
  if (!SHORT_NAME.test(shortName)) throw new Error(`"${shortName}" is not a comment service short name`);
  return `https://${shortName}.disqus.com`;
}

export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=v19.0';
export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0/';

/** The comment service's count script fills `.disqus-comment-count` elements; the number is read back from it. */
export function disqusCount(
  host: Element,
  shortName: string,
  identifier: string,
  url: string,
): Promise<number> {
  const doc = host.ownerDocument;
  const win = doc.defaultView as ProviderWindow;
  const slot = doc.createElement('span');
  slot.className = 'disqus-comment-count';
  slot.hidden = true;
  if (identifier) slot.dataset.disqusIdentifier = identifier;
  slot.dataset.disqusUrl = url;
  host.append(slot);
  return new Promise<number>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      const number = /\d+/.exec(slot.textContent ?? '');
      if (!number) return;
      observer.disconnect();
      slot.remove();
      resolve(Number(number[0]));
    });
    observer.observe(slot, { childList: true, characterData: true, subtree: true });
    const present = win.DISQUSWIDGETS;
    // A page reached in place: the script is there already and counts again on request.
    if (present) present.getCount({ reset: true });
    else
      loadThirdPartyScript(doc, `${disqusHost(shortName)}/count.js`, {
        provider: THIRD_PARTY_PROVIDERS.disqus,
        name: "the comment service's count script",
        ready: (w) => (w as ProviderWindow).DISQUSWIDGETS,
        attributes: { id: 'dsq-count-scr' },
      }).catch((error: unknown) => {
        observer.disconnect();
        slot.remove();
        reject(error);
      });
  });
}

/** The social network's count of its comments plugin for `url` (`engagement.comment_plugin_count`). */
export async function facebookCount(
  doc: Document,
  url: string,
  accessToken: string,
  signal: AbortSignal,
): Promise<number> {
  const query = new URLSearchParams({ id: url, fields: 'engagement', access_token: accessToken });
  const response = await fetchThirdParty(doc, `${FACEBOOK_GRAPH_URL}?${query}`, {
    provider: THIRD_PARTY_PROVIDERS.facebook,
    name: 'the graph query',
    signal,
  });
  const body = (await answerJson(response, 'the graph query')) as {
    engagement?: { comment_plugin_count?: unknown };
  };
  const count = body.engagement?.comment_plugin_count;
  if (typeof count !== 'number') throw new Error('the graph answer has no engagement.comment_plugin_count');
  return count;
}

/**
 * The comment service's embed into `thread` (which gets the id its script looks for). `consent: 'granted'`
 * once the visitor let it through its facade.
 */
export function embedDisqus(
  thread: HTMLElement,
  shortName: string,
  identifier: string,
  url: string,
  consent: 'wait' | 'granted' = 'wait',
): Promise<void> {
  const doc = thread.ownerDocument;
  const win = doc.defaultView as ProviderWindow;
  const config: DisqusConfig = function () {
    this.page.url = url;
    if (identifier) this.page.identifier = identifier;
  };
  thread.id = 'disqus_thread';
  win.disqus_config = config;
  if (win.DISQUS) {
    win.DISQUS.reset({ reload: true, config });
    return Promise.resolve();
  }
  return loadThirdPartyScript(doc, `${disqusHost(shortName)}/embed.js`, {
    provider: THIRD_PARTY_PROVIDERS.disqus,
    name: "the comment service's embed",
    consent,
    ready: (w) => (w as ProviderWindow).DISQUS,
    attributes: { 'data-timestamp': String(Date.now()) },
  }).then(() => undefined);
}

/** The social network's comments plugin into `box`, through its SDK (`consent` as for `embedDisqus`). */
export function embedFacebookComments(
  box: HTMLElement,
  url: string,
  numPosts: number,
  consent: 'wait' | 'granted' = 'wait',
): Promise<void> {
  const doc = box.ownerDocument;
  const plugin = doc.createElement('div');
  plugin.className = 'fb-comments';
  plugin.dataset.href = url;
  plugin.dataset.width = '100%';
  plugin.dataset.numposts = String(numPosts);
  box.append(plugin);
  if (!doc.getElementById('fb-root')) {
    const root = doc.createElement('div');
    root.id = 'fb-root';
    doc.body.prepend(root);
  }
  const present = (doc.defaultView as ProviderWindow).FB;
  if (present) {
    present.XFBML.parse(box);
    return Promise.resolve();
  }
  return loadThirdPartyScript(doc, FACEBOOK_SDK_URL, {
    provider: THIRD_PARTY_PROVIDERS.facebook,
    name: "the social network's SDK",
    consent,
    ready: (w) => (w as ProviderWindow).FB,
    attributes: { crossorigin: 'anonymous' },
  }).then(() => undefined);
}
