// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  consent,
  parseConfig,
  setConsentMode,
} from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { geoLocationsWidget, inlineMapWidget } from '../definitions';
import type { MapMarker } from '../map/LeafletMap';
import { type InlineMapConfig, inlineMapConfig } from './config';
import { InlineMap } from './InlineMap';

// Waits that span a dynamic import: on a machine busy with the whole suite, transforming and loading a module
// took more than Testing Library's 1 s default. The condition awaited is still a definite one.
const IMPORTED = { timeout: 10_000 };

vi.mock('../map/LeafletMap', () => ({
  LeafletMap: ({
    markers,
    label,
    zoom,
    tilesAllowed,
  }: {
    markers: MapMarker[];
    label: string;
    zoom: number;
    tilesAllowed?: boolean;
  }) => (
    <section aria-label={label} data-zoom={zoom} data-tiles-allowed={String(Boolean(tilesAllowed))}>
      {markers.map((marker) => `${marker.title} at ${marker.lat},${marker.lng}`).join('; ')}
    </section>
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

async function setup(raw: Record<string, unknown>) {
  const parsed = await parseConfig(inlineMapConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const logger = recordingLogger();
  render(
    <InlineMap
      config={parsed.config}
      context={createTestContext<InlineMapConfig>(parsed.config, { logger })}
    />,
  );
  return logger;
}

const nominatim = (places: unknown[]) => vi.fn(async (_url: string) => Response.json(places));

describe('InlineMap', () => {
  it('shows its coordinates without geocoding', async () => {
    const fetch = nominatim([]);
    vi.stubGlobal('fetch', fetch);
    await setup({ lat: 45.52, lng: -123.84, address: 'ignored', title: 'Harbor & Rye' });
    expect(screen.getByRole('region', { name: 'Harbor & Rye' }).textContent).toBe(
      'Harbor & Rye at 45.52,-123.84',
    );
    expect(screen.getByRole('region').dataset.zoom).toBe('15');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('geocodes the address with the configured provider and endpoint when there are no coordinates', async () => {
    const fetch = nominatim([{ lat: '45.5201', lon: '-123.8402', display_name: '14 Harbor Street' }]);
    vi.stubGlobal('fetch', fetch);
    const logger = await setup({ address: '14 Harbor Street', endpoint: '/_demo/geocode', zoom: 16 });
    await waitFor(
      () => expect(screen.getByRole('region').textContent).toBe('Map at 45.5201,-123.8402'),
      IMPORTED,
    );
    const url = new URL(fetch.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/_demo/geocode/search');
    expect(url.searchParams.get('q')).toBe('14 Harbor Street');
    expect(url.searchParams.get('format')).toBe('json');
    expect(logger.lines).toEqual([]);
  });

  it('logs when the address finds nothing, and shows no map', async () => {
    vi.stubGlobal('fetch', nominatim([]));
    const logger = await setup({ address: 'Atlantis' });
    await waitFor(() => expect(logger.lines).toHaveLength(1), IMPORTED);
    expect(logger.lines[0]?.slice(0, 2)).toEqual(['warn', 'no address results were found for "Atlantis"']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('logs when there is neither an address nor lat/lng', async () => {
    const logger = await setup({ lat: 45 });
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: the map has neither an address nor lat/lng: nothing to show',
    ]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('logs a geocoder failure instead of crashing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    const logger = await setup({ address: '14 Harbor Street' });
    await waitFor(() => expect(logger.lines).toHaveLength(1), IMPORTED);
    expect(logger.lines[0]?.slice(0, 2)).toEqual([
      'error',
      'the address "14 Harbor Street" could not be geocoded',
    ]);
  });
});

describe('InlineMap before the visitor allows its geocoder', () => {
  const HARBOR = [{ lat: '45.5201', lon: '-123.8402', display_name: '14 Harbor Street' }];

  it("in opt-in mode shows the map's facade instead of waiting, and Load once looks the address up and lets the tiles through", async () => {
    const fetch = nominatim(HARBOR);
    vi.stubGlobal('fetch', fetch);
    setConsentMode('opt-in');
    await setup({ address: '14 Harbor Street', title: 'Harbor & Rye' });
    const region = await screen.findByRole('region', { name: 'Harbor & Rye' }, IMPORTED);
    const facade = within(region).getByRole('group', { name: 'Harbor & Rye' });
    expect(facade.textContent).toContain('Provided by OpenStreetMap');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(facade).getByRole('button', { name: 'Load once' }));
    await waitFor(
      () => expect(screen.getByRole('region').textContent).toBe('Harbor & Rye at 45.5201,-123.8402'),
      IMPORTED,
    );
    expect(new URL(fetch.mock.calls[0]![0]).origin).toBe('https://nominatim.openstreetmap.org');
    expect(screen.getByRole('region').dataset.tilesAllowed).toBe('true');
    expect(consent.get()).toBeUndefined();
  });

  it('names both providers where the geocoder is not the tiles’, and an answer given elsewhere lets it through', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ results: [] }));
    vi.stubGlobal('fetch', fetch);
    setConsentMode('opt-in');
    await setup({ address: 'Harbor Street', provider: 'mappy', geocoder: 'opencage', geocoderApiKey: 'k' });
    const facade = await screen.findByRole('group', { name: 'Map' }, IMPORTED);
    expect(facade.textContent).toContain('Provided by OpenCage and Mappy');
    expect(fetch).not.toHaveBeenCalled();
    consent.set(CONSENT_CATEGORIES);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), IMPORTED);
    expect(new URL(fetch.mock.calls[0]![0]).hostname).toBe('api.opencagedata.com');
  });

  it("needs no facade for the site's own geocoder, at the API origin of a static export too", async () => {
    const fetch = nominatim(HARBOR);
    vi.stubGlobal('fetch', fetch);
    setConsentMode('opt-in');
    const apiOrigin = document.createElement('meta');
    apiOrigin.name = 'vitrine-api-origin';
    apiOrigin.content = 'https://api.example.com';
    document.head.append(apiOrigin);
    try {
      await setup({ address: '14 Harbor Street', endpoint: '/_demo/geocode' });
      await waitFor(
        () => expect(screen.getByRole('region').textContent).toBe('Map at 45.5201,-123.8402'),
        IMPORTED,
      );
    } finally {
      apiOrigin.remove();
    }
    expect(new URL(fetch.mock.calls[0]![0]).origin).toBe('https://api.example.com');
    expect(screen.getByRole('region').dataset.tilesAllowed).toBe('false');
  });
});

describe('map widget definitions', () => {
  it('claims their elements, refuses bad config and loads their mount code lazily', async () => {
    expect(inlineMapWidget.selector).toBe('[data-vitrine-widget="inline-map"]');
    expect(geoLocationsWidget.selector).toBe('[data-vitrine-widget="geo-locations"]');
    expect((await parseConfig(inlineMapConfig, { lat: 91, lng: 0 })).ok).toBe(false);
    expect((await parseConfig(inlineMapConfig, { provider: 'bing' })).ok).toBe(false);
    expect(typeof (await inlineMapWidget.load()).mount).toBe('function');
    expect(typeof (await geoLocationsWidget.load()).mount).toBe('function');
  });
});
