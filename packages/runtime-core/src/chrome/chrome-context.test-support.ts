import type { Mode } from '@vitrine/widget-api';
import type { SiteConfig } from '../config/site-config';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';
import type { SiteParams } from '../markup/site-params';
import type { ChromeContext } from './chrome-context';

/** A chrome context on jsdom's window, with its emitters to drive and watch. */
export function chromeContext(
  html: string,
  { mode = 'live', params = {} }: { mode?: Mode; params?: Partial<SiteParams> } = {},
): ChromeContext & { events: Emitter<NavigationEvents>; publicEvents: Emitter<PublicEvents> } {
  document.head.innerHTML = '';
  document.body.innerHTML = html;
  const config: SiteConfig = resolveSiteConfig({ SiteAlias: 'test-site', ...params }, () => {});
  return {
    win: window,
    doc: document,
    mode,
    config,
    events: new Emitter<NavigationEvents>(),
    publicEvents: new Emitter<PublicEvents>(),
  };
}
