import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineMapWidget } from '@vitrine/widget-geo';
import { useCallback } from 'react';
import {
  answerGeocoding,
  GEOCODER_ANSWERS,
  type GeocoderAnswer,
  STORY_TILE_ATTRIBUTION,
  STORY_TILE_URL,
} from '../support/geo-stand-ins';
import { MountedWidget } from '../support/MountedWidget';

interface InlineMapArgs {
  /** The raw `data-vitrine-widget-config`. */
  config: unknown;
  /** How the story's stand-in geocoder answers the widget's lookup. */
  geocoder: GeocoderAnswer;
}

/** The tiles every map story shows: drawn in the story, nothing fetched from a tile server. */
const storyTiles = { tileUrl: STORY_TILE_URL, attribution: STORY_TILE_ATTRIBUTION };

function InlineMapStory({ config, geocoder }: InlineMapArgs) {
  const network = useCallback(() => answerGeocoding(geocoder), [geocoder]);
  return (
    <MountedWidget
      definition={inlineMapWidget}
      rawConfig={config}
      network={network}
      className="contact-map"
    />
  );
}

const meta = {
  title: 'Widgets/Inline map',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-geo`: an inline map on Leaflet, on coordinates or on an address geocoded with the site’s geocoder. The element has no height, so the map takes the 200 px fallback. Tiles are drawn by the story (`tileUrl` is a `data:` URL) and the geocoder is answered by the story (`geocoder`), in Nominatim’s format: nothing reaches the internet.',
      },
    },
  },
  argTypes: {
    config: {
      control: 'object',
      description: 'The raw `data-vitrine-widget-config`, checked with the widget’s schema as the host does.',
    },
    geocoder: {
      control: 'select',
      options: GEOCODER_ANSWERS,
      description: 'How the stand-in geocoder answers (only asked when there are no coordinates).',
    },
  },
  args: {
    config: { lat: 45.5203, lng: -123.8431, zoom: 16, title: 'Map of Harbor & Rye', ...storyTiles },
    geocoder: 'gazetteer',
  },
  render: (args) => <InlineMapStory {...args} />,
} satisfies Meta<InlineMapArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coordinates in the config: the map shows at once, nothing is geocoded. */
export const FromCoordinates: Story = {};

/** Only an address: geocoded (the stand-in answers from the demo's places), then shown. */
export const FromAddress: Story = {
  args: {
    config: {
      address: '14 Harbor Street, Port Alder, OR 97001',
      endpoint: '/story-geocoder',
      zoom: 16,
      title: 'Map of Harbor & Rye, 14 Harbor Street',
      ...storyTiles,
    },
  },
};

/** The geocoder knows no such place: no map, and the map helper's message in the log. */
export const NoAddressResults: Story = {
  args: {
    config: { address: '1 Atlantis Way', endpoint: '/story-geocoder', ...storyTiles },
    geocoder: 'nothing',
  },
};

/** Only a latitude, no address: nothing to show, logged. */
export const NeitherAddressNorCoordinates: Story = { args: { config: { lat: 45.52, ...storyTiles } } };

/** The geocoder refuses (HTTP 429, quota exceeded): logged as an error, the page carries on. */
export const GeocoderFails: Story = {
  args: {
    config: { address: '14 Harbor Street, Port Alder', endpoint: '/story-geocoder', ...storyTiles },
    geocoder: 'quota exceeded',
  },
};

/** A latitude off the globe, a zoom of 40 and an unknown provider: refused, never mounted. */
export const InvalidConfig: Story = { args: { config: { lat: 91, lng: 0, zoom: 40, provider: 'bing' } } };
