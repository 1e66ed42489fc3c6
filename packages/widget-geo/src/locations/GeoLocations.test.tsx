// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapMarker } from '../map/LeafletMap';
import { type GeoLocationsConfig, geoLocationsConfig } from './config';
import { GeoLocations } from './GeoLocations';
import { encodeLocations } from './locations';
import { NEAREST_TIMEOUT_MS, PERMISSION_DENIED_MESSAGE } from './nearest';

// The map itself is Leaflet's business (LeafletMap.test.tsx); here it is a list of its markers.
vi.mock('../map/LeafletMap', () => ({
  LeafletMap: ({
    markers,
    label,
    onMarkerSelect,
  }: {
    markers: MapMarker[];
    label: string;
    onMarkerSelect?: (id: string) => void;
  }) => (
    <section aria-label={label} data-testid="map">
      {markers.map((marker) => (
        <button key={marker.id} type="button" onClick={() => onMarkerSelect?.(marker.id)}>
          pin {marker.title}
        </button>
      ))}
    </section>
  ),
}));

const LOCATIONS = [
  {
    uniqueId: 'harbor',
    latitude: 45.52,
    longitude: -123.84,
    title: 'Harbor Street',
    formattedAddress: '14 Harbor Street, Port Alder, OR 97001',
    phone: '+1 503 555 0142',
    clickToCallText: 'Call the bakery',
    description: 'Our ovens are here.',
  },
  {
    uniqueId: 'kiosk',
    latitude: 45.535,
    longitude: -123.83,
    title: 'Northside Kiosk',
    formattedAddress: 'Birch Ave & 9th',
  },
  { uniqueId: 'broken', title: 'No coordinates' },
];

async function setup(
  raw: Record<string, unknown> = {},
  overrides: Parameters<typeof createTestContext>[1] = {},
) {
  const parsed = await parseConfig(geoLocationsConfig, { locations: encodeLocations(LOCATIONS), ...raw });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const emit = vi.fn();
  const logger = recordingLogger();
  const context = createTestContext<GeoLocationsConfig>(parsed.config, {
    events: { emit, on: () => () => {} },
    logger,
    ...(overrides as object),
  });
  render(<GeoLocations config={parsed.config} context={context} />);
  return { emit, logger };
}

function stubGeolocation(
  answer: (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => void,
) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

const nearestButton = () => screen.getByRole('button', { name: 'Find the nearest location' });

beforeEach(() => {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  stubGeolocation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('GeoLocations views', () => {
  it('lists the valid locations, skipping (and logging) a broken one', async () => {
    const { logger } = await setup();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Harbor Street/ })).toBeTruthy();
    expect(logger.lines.map(([, message]) => message)).toEqual([
      'location 3 skipped: missing or malformed latitude, longitude',
    ]);
  });

  it('toggles list and map, opens one location and goes back, focus following', async () => {
    await setup();
    const list = screen.getByRole('button', { name: 'List' });
    const map = screen.getByRole('button', { name: 'Map' });
    expect(list.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(map);
    expect(map.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'Map of our locations' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'pin Northside Kiosk' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Northside Kiosk' })).toBe(document.activeElement);
    expect(screen.getByRole('region', { name: 'Map of Northside Kiosk' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '← All locations' }));
    expect(screen.getByRole('region', { name: 'Map of our locations' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    fireEvent.click(screen.getByRole('button', { name: /Harbor Street/ }));
    expect(screen.getByText('Our ovens are here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '← All locations' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Harbor Street/ }));
  });

  it('starts on the map when the config says so', async () => {
    await setup({ view: 'map' });
    expect(screen.getByRole('region', { name: 'Map of our locations' })).toBeTruthy();
  });

  it('emits event-ClickToCall and event-ClickToMap', async () => {
    const { emit } = await setup();
    fireEvent.click(screen.getByRole('button', { name: /Harbor Street/ }));
    const call = screen.getByRole('link', { name: 'Call the bakery' });
    expect(call.getAttribute('href')).toBe('tel:+15035550142');
    call.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(call);
    const directions = screen.getByRole('link', { name: /^Directions/ });
    directions.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(directions);
    expect(emit.mock.calls).toEqual([
      ['event-ClickToCall', { locationId: 'harbor', title: 'Harbor Street', phone: '+1 503 555 0142' }],
      [
        'event-ClickToMap',
        { locationId: 'harbor', title: 'Harbor Street', latitude: 45.52, longitude: -123.84 },
      ],
    ]);
  });
});

describe('GeoLocations nearest location', () => {
  it('asks for the position with the 50 s timeout and opens the closest location', async () => {
    const ask = stubGeolocation((success) =>
      success({ coords: { latitude: 45.534, longitude: -123.831 } } as GeolocationPosition),
    );
    await setup();
    await act(async () => fireEvent.click(nearestButton()));
    expect(ask.mock.calls[0]?.[2]).toMatchObject({ timeout: NEAREST_TIMEOUT_MS });
    expect(NEAREST_TIMEOUT_MS).toBe(50_000);
    expect(screen.getByRole('heading', { level: 3, name: 'Northside Kiosk' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^Nearest location: Northside Kiosk, 0\.1 km away$/,
    );
  });

  it('shows the permission alert, word for word, when the visitor refuses', async () => {
    stubGeolocation((_success, failure) =>
      failure({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    await setup();
    await act(async () => fireEvent.click(nearestButton()));
    expect(screen.getByRole('alert').textContent).toBe(PERMISSION_DENIED_MESSAGE);
    expect(PERMISSION_DENIED_MESSAGE).toBe(
      'We do not have permission to access your location. Please enable access in your settings',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when the position cannot be found (timeout)', async () => {
    stubGeolocation((_success, failure) =>
      failure({ code: 3, message: 'timeout' } as GeolocationPositionError),
    );
    await setup();
    await act(async () => fireEvent.click(nearestButton()));
    expect(screen.getByRole('alert').textContent).toBe('We could not find your location. Please try again.');
  });

  it('is disabled outside a secure context', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    // The environment's own document moves to a plain-http address (the window's location cannot be replaced).
    (globalThis as unknown as { jsdom: { reconfigure(settings: { url: string }): void } }).jsdom.reconfigure({
      url: 'http://bakery.example/',
    });
    const ask = stubGeolocation(() => {});
    await setup();
    expect((nearestButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(nearestButton());
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('GeoLocations in the editor', () => {
  it('ignores the view toggles and the nearest button', async () => {
    const ask = stubGeolocation(() => {});
    await setup({}, { inEditor: true, mode: 'editor' });
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('map')).toBeNull();
    fireEvent.click(nearestButton());
    expect(ask).not.toHaveBeenCalled();
  });
});
