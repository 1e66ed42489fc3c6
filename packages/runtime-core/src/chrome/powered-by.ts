import type { RunningFeature } from '../chunks/lazy-features';
import { ChromeFeature } from '../markup/chrome';
import type { ChromeContext } from './chrome-context';

/** Whether the site's parameters let the powered-by banner show: not on a reseller's or white-label site. */
export function showsPoweredBy(raw: { isReseller?: unknown; isWhiteLabelReseller?: unknown }): boolean {
  return raw.isReseller !== true && raw.isWhiteLabelReseller !== true;
}

/** The powered-by banner (widgets spec §1): rendered hidden, shown unless the reseller flags say otherwise. */
export function start({ doc, config }: ChromeContext): RunningFeature {
  const shown = showsPoweredBy(config.raw);
  const update = (root: ParentNode): void => {
    for (const banner of root.querySelectorAll<HTMLElement>(`[${ChromeFeature.poweredBy}]`))
      banner.hidden = !shown;
  };
  update(doc);
  return { refresh: update, stop: () => {} };
}
