import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetContext } from '@vitrine/widget-api';
import { encodeLocations, geoLocationsWidget } from '@vitrine/widget-geo';
import { useCallback } from 'react';
import { STORY_TILE_ATTRIBUTION, STORY_TILE_URL } from '../support/geo-stand-ins';
import { MountedWidget, whenPresent } from '../support/MountedWidget';

/** The demo site's five places around Port Alder (apps/demo-site/src/site/places.ts). */
const PLACES = [
  {
    uniqueId: 'harbor-street',
    title: 'Harbor Street bakery & café',
    formattedAddress: '14 Harbor Street, Port Alder, OR 97001',
    latitude: 45.5203,
    longitude: -123.8431,
    phone: '(555) 010-0142',
    description: 'Our ovens are here. Sit in by the window, or on the bench outside when the sun is out.',
  },
  {
    uniqueId: 'northside-kiosk',
    title: 'Northside Kiosk',
    formattedAddress: 'Corner of Birch Ave & 9th, Port Alder, OR 97003',
    latitude: 45.5352,
    longitude: -123.8298,
    phone: '(555) 010-0143',
    description: 'A window by the ferry stop: bread and coffee to go from 6:30.',
  },
  {
    uniqueId: 'rye-lane-market',
    title: 'Rye Lane Market stall',
    formattedAddress: 'Rye Lane Farmers’ Market, stall 12, Alder Falls, OR 97010',
    latitude: 45.4871,
    longitude: -123.7712,
    phone: '',
    description: 'Saturdays, May to October: loaves, pastries and Tillman Mill flour by the kilo.',
  },
  {
    uniqueId: 'saltmarsh-market',
    title: 'Saltmarsh Farmers’ Market stall',
    formattedAddress: 'Saltmarsh Farmers’ Market, 2 Dock Road, Port Alder, OR 97002',
    latitude: 45.5108,
    longitude: -123.862,
    phone: '',
    description: 'Thursday afternoons by the boat ramp: the week’s rye and a few cardamom knots.',
  },
  {
    uniqueId: 'lantern-cafe',
    title: 'The Lantern Café (partner)',
    formattedAddress: '221 Cedar Street, Port Alder, OR 97001',
    latitude: 45.5261,
    longitude: -123.8377,
    phone: '(555) 010-0178',
    description: 'Our bread on their toast, every morning; a few loaves for sale at the counter.',
  },
].map((place) => ({ ...place, showPhone: place.phone !== '', displayLink: false }));

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
