import { afterEach, describe, expect, it } from 'vitest';
import { LazyFeatures } from '../chunks/lazy-features';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { addPageFeatures } from '../page-features';
import type { RuntimeParts } from '../runtime-parts';

const config = resolveSiteConfig({ SiteAlias: 'harbor', HomeLinkSelector: 'a[data-home]' });

/** Boots core's page features on a document opened at `href`; the home link feature loads if needed. */
async function boot(href: string) {
  window.history.replaceState(null, '', href);
  document.body.innerHTML = '<header><a data-home href="/site/harbor/home">Home</a></header><main></main>';
  const events = new Emitter<NavigationEvents>();
  const features = new LazyFeatures(document, events);
  const parts = { win: window, doc: document, config, mode: 'live', events, page: () => ({}) };
  addPageFeatures(features, { ...(parts as unknown as RuntimeParts), jqueryUrl: undefined });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { events, features };
}

const homeHrefs = () =>
  [...document.querySelectorAll('a[data-home]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('home links (HomeLinkSelector)', () => {
  it('get the home link with its carried parameters, on pages loaded in place too', async () => {
    const { events, features } = await boot('/site/harbor/menu?dm_try_mode=true&fw_sig_tier=2&other=1');
    const expected =
      '/site/harbor/home?url=http%3A%2F%2Flocalhost%3A3000%2Fsite%2Fharbor%2Fhome&dm_try_mode=true&fw_sig_tier=2';
    await expect.poll(homeHrefs).toEqual([expected]);
    // A page loaded in place has no query of its own: its home links get the document's.
    window.history.pushState(null, '', '/site/harbor/about');
    document.querySelector('main')!.innerHTML = '<a data-home href="/site/harbor/home">Back home</a>';
    events.emit('page-load', {} as NavigationEvents['page-load']);
    await expect.poll(homeHrefs).toEqual([expected, expected]);
    features.stop();
  });

  it('stay as rendered when the page carries none of the parameters', async () => {
    const { features } = await boot('/site/harbor/menu?other=1');
    expect(homeHrefs()).toEqual(['/site/harbor/home']);
    features.stop();
  });
});
