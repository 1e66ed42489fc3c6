import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHOP_PAGE_CSS } from '@vitrine/demo-site/src/site/pages/shop-page-css';
import { STORE_CATALOG_SEED, STORE_CURRENCY, STORE_PATH } from '@vitrine/demo-site/src/site/shop';
import type { WidgetContext } from '@vitrine/widget-api';
import { renderStaticBrowser, renderStoreSearch, type StoreRoute, storeWidget } from '@vitrine/widget-store';
import { useCallback } from 'react';
import { MountedWidget } from '../support/MountedWidget';
import { installStoreStandIn } from '../support/store-stand-in';

const catalog = { ...STORE_CATALOG_SEED, currency: STORE_CURRENCY };

/** What the server renders inside the store element: the search form and the static product browser. */
const staticMarkup = (route: StoreRoute = { kind: 'main' }) =>
  renderStoreSearch(STORE_PATH, route.kind === 'search' ? route.keywords : '') +
  renderStaticBrowser({ catalog, route, storePath: STORE_PATH, title: 'Shop' });

const shopConfig = { storeId: '4242001', storePath: STORE_PATH, storeVersion: 2 };

interface StoreArgs {
  /** The raw `data-vitrine-widget-config`. */
  config: unknown;
  /** How the story's stand-in of the store platform behaves. */
  platform: 'answers' | 'never answers';
  /** Shows the element as the builder's editor does (the live store does not start there). */
  inEditor: boolean;
}

const EDITOR = { mode: 'editor', inEditor: true } as const satisfies Partial<WidgetContext>;

function StoreStory({ config, platform, inEditor }: StoreArgs) {
  const network = useCallback(() => installStoreStandIn({ starts: platform === 'answers' }), [platform]);
  return (
    <>
      <style>{SHOP_PAGE_CSS}</style>
      <MountedWidget
        definition={storeWidget}
        rawConfig={config}
        markup={staticMarkup()}
        className="shop"
        network={network}
        context={inEditor ? EDITOR : undefined}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/Store',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-store`: the hosted store platform’s storefront over the server-rendered product browser. The browser is what crawlers get, what visitors see until the live store shows, and what stays (with a note) when it cannot load. Here a stand-in answers for the platform.',
      },
    },
  },
  argTypes: {
    config: { control: 'object', description: 'The raw config, as the page carries it.' },
    platform: { control: 'inline-radio', options: ['answers', 'never answers'] },
    inEditor: { control: 'boolean' },
  },
  args: { config: shopConfig, platform: 'answers', inEditor: false },
  render: (args) => <StoreStory {...args} />,
} satisfies Meta<StoreArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live store has shown: the static browser is gone. */
export const Live: Story = {};

/** The platform has not answered yet: the visitor browses the static catalogue meanwhile (15 s at most). */
export const Loading: Story = { args: { platform: 'never answers' } };

/** No store id: nothing starts, a warning is logged and the catalogue stays with its note. */
export const NoStoreId: Story = { args: { config: { storePath: STORE_PATH } } };

/** Invalid settings: unlike other widgets the store still opens, each bad value on the spec’s default, with a warning. */
export const InvalidConfig: Story = {
  args: {
    config: { storeId: '4242001', catPerRow: 'lots', productList: 'big', initialStoreScreen: 'CHECKOUT' },
  },
};

/** In the editor the live store does not start: the owner sees the catalogue. */
export const InTheEditor: Story = { args: { inEditor: true } };

function StaticBrowserStory({ route }: { route: StoreRoute }) {
  return (
    <>
      <style>{SHOP_PAGE_CSS}</style>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's renderer escapes every value */}
      <div className="shop" dangerouslySetInnerHTML={{ __html: staticMarkup(route) }} />
    </>
  );
}

/** What a crawler gets for the store page: categories, products with price, picture and Product data. */
export const StaticBrowser: Story = { render: () => <StaticBrowserStory route={{ kind: 'main' }} /> };

/** A crawler on a category's clean URL. */
export const StaticCategory: Story = {
  render: () => <StaticBrowserStory route={{ kind: 'category', id: 2, name: 'Pastries' }} />,
};

/** A crawler on a product's clean URL. */
export const StaticProduct: Story = {
  render: () => <StaticBrowserStory route={{ kind: 'product', id: 101 }} />,
};

/** A search with no results, as the server renders it for /shop/search?keywords=croissants. */
export const StaticSearchWithoutResults: Story = {
  render: () => <StaticBrowserStory route={{ kind: 'search', keywords: 'croissants' }} />,
};
