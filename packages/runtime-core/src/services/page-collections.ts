import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { noop } from '../util/noop';
import type { Services } from './index';

/** The named collections a page answer carries (`collections`: name → the JSON string value), or none. */
export function collectionsOfPage(collections: unknown): Array<[string, string]> {
  if (collections === null || typeof collections !== 'object' || Array.isArray(collections)) return [];
  return Object.entries(collections).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
}

/**
 * Puts the collections each page answer carries (core-runtime spec §3 `collections`) into the collections
 * cache as the page arrives, before its widgets start, so they do not ask the server for them again. Returns
 * the stop.
 */
export function followPageCollections(
  events: Emitter<NavigationEvents>,
  services: () => Promise<Services>,
): () => void {
  return events.on('page-load', ({ page }) => {
    const carried = collectionsOfPage(page.pageContent?.collections);
    if (carried.length === 0) return;
    void services().then(({ collections }) => {
      for (const [name, value] of carried) collections.preload(name, value);
    }, noop);
  });
}
