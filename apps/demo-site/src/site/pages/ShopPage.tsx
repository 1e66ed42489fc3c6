import { type Catalog, renderStaticBrowser, renderStoreSearch } from '@vitrine/widget-store';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { STORE_CURRENCY, STORE_ID, STORE_PATH } from '../shop';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/** The store's config on this site (widgets spec §3 "Store config"); everything else keeps the spec's defaults. */
export const STORE_CONFIG = {
  storeId: STORE_ID,
  storePath: STORE_PATH,
  initialStoreScreen: 'MAIN_STORE',
  storeVersion: 2,
};

const NO_CATALOG: Catalog = { categories: [], products: [], currency: STORE_CURRENCY };

/**
 * The store page: the live store (the hosted platform's storefront) for visitors, over the server-rendered
 * product browser that crawlers keep, and that visitors keep when the live store cannot load.
 */
export function ShopPage({ publication, store }: PageContentProps) {
  const route = store?.route ?? { kind: 'main' };
  const browser =
    renderStoreSearch(STORE_PATH, route.kind === 'search' ? route.keywords : '') +
    renderStaticBrowser({
      catalog: store?.catalog ?? NO_CATALOG,
      route,
      storePath: STORE_PATH,
      title: 'Shop',
    });
  // Crawlers get the catalogue alone: no widget, so no store script.
  const widget = store?.crawler
    ? {}
    : packageWidgetAttributes('store', 'harbor-shop', STORE_CONFIG, { lazyLoad: false });
  return (
    <>
      <PageIntro eyebrow="Shop" title="Order for pick-up">
        <p>Order bread, pastry and pantry goods online and collect them at Harbor Street from 8:00.</p>
      </PageIntro>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the store package's renderer escapes every value */}
      <div className="shop" {...widget} dangerouslySetInnerHTML={{ __html: browser }} />
      <UpdatedNote publication={publication} />
    </>
  );
}
