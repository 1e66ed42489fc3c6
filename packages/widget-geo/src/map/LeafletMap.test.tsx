// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_CATEGORIES, CONSENT_COOKIE, consent, setConsentMode } from '@vitrine/widget-api';
import { recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_FALLBACK_HEIGHT_PX } from './draw-map';
import { LeafletMap } from './LeafletMap';
import type { TileSource } from './tile-providers';

// Waits that span a dynamic import: on a machine busy with the whole suite, transforming and loading a module
// took more than Testing Library's 1 s default. The condition awaited is still a definite one.
const IMPORTED = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

const tiles = { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles', maxZoom: 19 };

describe('LeafletMap', () => {
  it('loads Leaflet and its CSS once, gives a container without height 200 px, and puts keyboard-reachable markers on it', async () => {
    const onMarkerSelect = vi.fn();
    const markers = [
      { id: 'a', lat: 45.52, lng: -123.84, title: 'Harbor Street' },
      { id: 'b', lat: 45.535, lng: -123.83, title: 'Northside Kiosk' },
    ];
    render(
      <>
        <LeafletMap
          tiles={tiles}
          markers={markers}
          zoom={15}
          label="Map of our locations"
          logger={recordingLogger()}
          signal={new AbortController().signal}
          onMarkerSelect={onMarkerSelect}
        />
        <LeafletMap
          tiles={Promise.resolve(tiles)}
          markers={markers.slice(0, 1)}
          zoom={15}
          label="Second map"
          logger={recordingLogger()}
          signal={new AbortController().signal}
        />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Map of our locations' });
    expect(MAP_FALLBACK_HEIGHT_PX).toBe(200);
    // Set with the drawing code, before Leaflet's stylesheet can give the container a height of its own.
    await waitFor(() => expect(region.style.height).toBe('200px'), IMPORTED);
    // Leaflet itself is the next import: ready only once it has arrived.
    await waitFor(() => expect(region.dataset.mapReady).toBe('true'), IMPORTED);
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Second map' }).dataset.mapReady).toBe('true'),
      IMPORTED,
    );
    expect(document.querySelectorAll('style[data-vitrine-style="leaflet"]')).toHaveLength(1);
    const pin = region.querySelector<HTMLElement>('.vw-geo-pin[title="Northside Kiosk"]')!;
    expect(pin.tabIndex).toBe(0);
    pin.click();
    expect(onMarkerSelect).toHaveBeenCalledWith('b');
    pin.dispatchEvent(new KeyboardEvent('keypress', { key: 'Enter', keyCode: 13, bubbles: true }));
    expect(onMarkerSelect).toHaveBeenCalledTimes(2);
    pin.dispatchEvent(new KeyboardEvent('keypress', { key: 'a', bubbles: true }));
    expect(onMarkerSelect).toHaveBeenCalledTimes(2);
    expect(region.querySelector('.leaflet-control-attribution')?.textContent).toContain('Test tiles');
  });

  it('removes the map when it unmounts', async () => {
    const { unmount } = render(
      <LeafletMap
        tiles={tiles}
        markers={[{ id: 'a', lat: 1, lng: 2, title: 'Here' }]}
        zoom={15}
        label="Map"
        logger={recordingLogger()}
        signal={new AbortController().signal}
      />,
    );
    const region = screen.getByRole('region', { name: 'Map' });
    await waitFor(() => expect(region.dataset.mapReady).toBe('true'), IMPORTED);
    expect(region.querySelector('.leaflet-map-pane')).not.toBeNull();
    unmount();
    expect(region.querySelector('.leaflet-map-pane')).toBeNull();
    expect(region.querySelector('.leaflet-control-container')).toBeNull();
  });

  /** A map on a third party's tiles, in opt-in mode: drawn once Leaflet is in. */
  async function drawProviderMap(
    tiles: TileSource = {
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: 'Provider tiles',
      maxZoom: 19,
      thirdParty: { name: 'Tiles Co', category: 'functional' },
    },
  ) {
    setConsentMode('opt-in');
    const view = render(
      <LeafletMap
        tiles={tiles}
        markers={[{ id: 'a', lat: 1, lng: 2, title: 'Here' }]}
        zoom={15}
        label="Map"
        logger={recordingLogger()}
        signal={new AbortController().signal}
      />,
    );
    const region = screen.getByRole('region', { name: 'Map' });
    await waitFor(() => expect(region.dataset.mapReady).toBe('true'), IMPORTED);
    return { region, unmount: view.unmount };
  }

  it("in opt-in mode draws the pins at once, with the facade, and adds a tile provider's layer once the visitor accepts", async () => {
    const { region } = await drawProviderMap();
    expect(region.querySelector('.vw-geo-pin[title="Here"]')).not.toBeNull();
    expect(region.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    expect(within(region).getByRole('group', { name: 'Map' }).textContent).toContain('Provided by Tiles Co');
    consent.set(CONSENT_CATEGORIES);
    await waitFor(() => expect(region.querySelector('.leaflet-tile-pane')?.children).toHaveLength(1));
    expect(region.querySelector('.leaflet-control-attribution')?.textContent).toContain('Provider tiles');
    expect(within(region).queryByRole('group')).toBeNull();
  });

  it('Load once adds the tiles without recording an answer; the next map asks again', async () => {
    const { region, unmount } = await drawProviderMap();
    fireEvent.click(within(region).getByRole('button', { name: 'Load once' }));
    await waitFor(() => expect(region.querySelector('.leaflet-tile-pane')?.children).toHaveLength(1));
    expect(consent.get()).toBeUndefined();
    unmount();
    const { region: again } = await drawProviderMap();
    expect(within(again).getByRole('group', { name: 'Map' })).toBeTruthy();
  });

  it("draws a Google map and its facade at once, asking Google for the tiles' session only once let through", async () => {
    const withSession = vi.fn(async () => ({
      url: 'https://tiles.example/session/{z}/{x}/{y}.png',
      attribution: 'Session tiles',
      maxZoom: 22,
    }));
    const { region } = await drawProviderMap({
      url: 'https://tiles.example/{z}/{x}/{y}.png?session={session}',
      attribution: 'Map data',
      maxZoom: 22,
      thirdParty: { name: 'Google Maps', category: 'functional' },
      withSession,
    });
    expect(region.querySelector('.vw-geo-pin[title="Here"]')).not.toBeNull();
    expect(within(region).getByRole('group', { name: 'Map' }).textContent).toContain(
      'Provided by Google Maps',
    );
    expect(withSession).not.toHaveBeenCalled();
    fireEvent.click(within(region).getByRole('button', { name: 'Load once' }));
    await waitFor(() => expect(region.querySelector('.leaflet-tile-pane')?.children).toHaveLength(1));
    expect(withSession).toHaveBeenCalledTimes(1);
    expect(region.querySelector('.leaflet-control-attribution')?.textContent).toContain('Session tiles');
  });

  it('adds the tiles at once, without a facade, where the widget already let them through, and takes focus', async () => {
    setConsentMode('opt-in');
    render(
      <LeafletMap
        tiles={{
          ...tiles,
          url: 'https://tiles.example/{z}/{x}/{y}.png',
          thirdParty: { name: 'Tiles Co', category: 'functional' },
        }}
        markers={[{ id: 'a', lat: 1, lng: 2, title: 'Here' }]}
        zoom={15}
        label="Map"
        logger={recordingLogger()}
        signal={new AbortController().signal}
        tilesAllowed
        focus
      />,
    );
    const region = screen.getByRole('region', { name: 'Map' });
    await waitFor(() => expect(region.dataset.mapReady).toBe('true'), IMPORTED);
    expect(region.querySelector('.leaflet-tile-pane')?.children).toHaveLength(1);
    expect(within(region).queryByRole('group')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(region));
  });
});
