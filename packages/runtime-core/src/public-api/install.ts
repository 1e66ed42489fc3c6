import { LazyChunk } from '../chunks/lazy-chunk';
import type { DmApi } from './dmapi';
import type { SyncMembersContext } from './sync-members';
import { syncMembers } from './sync-members';

/** Methods that need the public-API chunk: the stub forwards them once it has loaded. */
const DEFERRED = [
  'runOnReady',
  'runBeforeAjaxNavigation',
  'loadScript',
  'subscribeEvent',
  'subscribeToAllEvents',
  'getCollection',
  'loadCollectionsAPI',
  'drawMap',
  'geocode',
  'geocodeSuggest',
] as const;

/**
 * Puts `window.dmAPI` on the page at boot, small: the members whose established signature is synchronous
 * (`syncMembers`: the site getters, image and page URLs, `EVENTS`) answer at once, and calls that need the rest
 * of the API (`runOnReady`, `loadScript`, `subscribeEvent`, collections, maps, …) load its chunk and run in
 * order — code written for the established builder calls them before anything else is ready. Once loaded,
 * the complete API is copied onto the same object, so references kept by page code stay valid. A `dmAPI`
 * that is already on the page (another runtime's) is left alone.
 */
export function installDmApi(context: SyncMembersContext, load: () => Promise<DmApi>): void {
  const global = context.win as unknown as { dmAPI?: unknown };
  if (global.dmAPI) return;
  const target = syncMembers(context) as unknown as Record<string, unknown>;
  const api = new LazyChunk('dmapi', () =>
    load().then((loaded) => Object.assign(target, loaded) as unknown as DmApi),
  );
  const ensureLoaded = (): Promise<DmApi> => api.load();
  // Resolves to the complete API once its code has loaded (it loads on the first call that needs it).
  Object.defineProperty(target, 'ready', { get: ensureLoaded });
  for (const method of DEFERRED) {
    target[method] = (...args: unknown[]) => {
      const result = ensureLoaded().then((api) => (api[method] as (...a: unknown[]) => unknown)(...args));
      result.catch(() => {});
      return result;
    };
  }
  global.dmAPI = target;
}
