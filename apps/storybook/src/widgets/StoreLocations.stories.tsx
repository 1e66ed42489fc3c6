import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLACES as DEMO_PLACES } from '@vitrine/demo-site/src/site/places';
import type { WidgetContext } from '@vitrine/widget-api';
import { encodeLocations, geoLocationsWidget } from '@vitrine/widget-geo';
import { useCallback } from 'react';
import { STORY_TILE_ATTRIBUTION, STORY_TILE_URL } from '../support/geo-stand-ins';
import { MountedWidget, whenPresent } from '../support/MountedWidget';

/** The demo site's five places around Port Alder, without the aliases only its geocoder reads. */
const PLACES = DEMO_PLACES.map(({ aliases: _aliases, ...place }) => ({
  ...place,
  showPhone: place.phone !== '',
  displayLink: false,
}));

const findUs = {
  locations: encodeLocations(PLACES),
  tileUrl: STORY_TILE_URL,
  attribution: STORY_TILE_ATTRIBUTION,
  zoom: 15,
  title: 'Our locations',
};

interface StoreLocationsArgs {
  /** The raw `data-vitrine-widget-config`. */
  config: unknown;
  /** A location the visitor opens once the widget is on (its `uniqueId`); empty for none. */
  open: string;
  /** Shows the widget as the builder's editor does. */
  inEditor: boolean;
}

const EDITOR = { mode: 'editor', inEditor: true } as const satisfies Partial<WidgetContext>;

function StoreLocationsStory({ config, open, inEditor }: StoreLocationsArgs) {
  const play = useCallback(
    async (element: HTMLElement, signal: AbortSignal) => {
      if (!open) return;
      // The visitor clicks the location in the list, as on the demo's Find us page.
      (await whenPresent(element, `[data-location-id="${CSS.escape(open)}"]`, signal)).click();
    },
    [open],
  );
  return (
    <MountedWidget
      definition={geoLocationsWidget}
      rawConfig={config}
      play={play}
      className="find-us"
      {...(inEditor ? { context: EDITOR } : {})}
    />
  );
}

const meta = {
  title: 'Widgets/Store locations',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-geo`: the store-locations widget (`geo-locations`): every location as a list or a map, one location with its details and map, and the nearest-location button. Locations are base64 JSON (`encodeLocations`). Tiles are drawn by the story (`tileUrl` is a `data:` URL): nothing reaches a tile server.',
      },
    },
  },
  argTypes: {
    config: {
      control: 'object',
      description: 'The raw `data-vitrine-widget-config`, checked with the widget’s schema as the host does.',
    },
    open: {
      control: 'select',
      options: ['', ...PLACES.map((place) => place.uniqueId)],
      description: 'A location the visitor opens from the list once the widget is on.',
    },
    inEditor: {
      control: 'boolean',
      description: 'In the builder’s editor, the List/Map toggle and the nearest button do nothing.',
    },
  },
  args: { config: findUs, open: '', inEditor: false },
  render: (args) => <StoreLocationsStory {...args} />,
} satisfies Meta<StoreLocationsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All five places as a list: no map, so Leaflet is not even downloaded. */
export const List: Story = {};

/** All places on one map, fitted into view; each pin is a button (click, Enter or Space opens it). */
export const MapView: Story = { args: { config: { ...findUs, view: 'map' } } };

/** One location opened from the list: its details, click-to-call, directions and its own map. */
export const SingleLocation: Story = { args: { open: 'northside-kiosk' } };

/** In the editor: the toggles and the nearest button stay as they are when pressed. */
export const InTheEditor: Story = { args: { inEditor: true } };

/** An empty list: nothing to show, and the widget says so in the log. */
export const Empty: Story = { args: { config: { ...findUs, locations: encodeLocations([]) } } };

/** Two broken entries among good ones: those two are skipped with a warning each, the rest are shown. */
export const SomeLocationsSkipped: Story = {
  args: {
    config: {
      ...findUs,
      locations: encodeLocations([
        ...PLACES.slice(0, 3),
        { uniqueId: 'no-position', title: 'Pop-up stall' },
        { ...PLACES[0], title: 'Harbor Street again' },
      ]),
    },
  },
};

/** A locations value that is not base64 JSON: no locations, the problem logged, never a crash. */
export const GarbageLocations: Story = {
  args: { config: { ...findUs, locations: 'these are not the locations you are looking for' } },
};

/** A view called "grid", a zoom given as a word and an unknown provider: refused, never mounted. */
export const InvalidConfig: Story = {
  args: { config: { ...findUs, view: 'grid', zoom: 'close', provider: 'bing' } },
};
