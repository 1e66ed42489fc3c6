import { thirdPartyFacade } from '@vitrine/widget-api';
import type { LeafletKeyboardEvent, Map as LeafletMapInstance } from 'leaflet';
import { abortError } from '../geocoder/abort';
import { loadLeaflet } from './load-leaflet';
import { injectWidgetStyles } from './styles';
import type { TileSource } from './tile-providers';

/** Map container fallback height (spec core-runtime §9): a container that has no height of its own. */
export const MAP_FALLBACK_HEIGHT_PX = 200;

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** The marker's accessible name (its title). */
  title: string;
}

export interface DrawLeafletMapOptions {
  /** Resolved tiles, or a promise of them (Google's need a session first). */
  tiles: TileSource | Promise<TileSource>;
  markers: readonly MapMarker[];
  /** The zoom when the map shows one marker; several markers are fitted into view. */
  zoom: number;
  /** Aborting it before the map is drawn rejects with an AbortError and draws nothing. */
  signal?: AbortSignal | undefined;
  /** A marker was clicked (or Enter or Space pressed on it). */
  onMarkerSelect?: ((id: string) => void) | undefined;
  /**
   * The visitor already let this map's providers through (an inline map's facade, before its address could be
   * looked up): the tiles come at once, without a second facade.
   */
  tilesAllowed?: boolean | undefined;
}

export interface DrawnLeafletMap {
  map: LeafletMapInstance;
  /** Removes the map: its listeners, tiles and DOM. */
  remove(): void;
}

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true" focusable="false"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#1f5f8b"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>';

/**
 * Draws a Leaflet map with keyboard-reachable pins into `container`, without React: the map widgets and the
 * public API's `drawMap` share it. Leaflet (and its CSS) is imported on the first call. A container with no
 * height gets the 200 px fallback; `data-map-ready` is set once the map is drawn.
 */
export async function drawLeafletMap(
  container: HTMLElement,
  { tiles, markers, zoom, signal, onMarkerSelect, tilesAllowed }: DrawLeafletMapOptions,
): Promise<DrawnLeafletMap> {
  // The pins' styles, and the map frames' heights: a widget's own effect may not have added them yet (React runs
  // a child's effects first), and a container measured without them would take the fallback height for good.
  injectWidgetStyles(container.ownerDocument);
  // Measured before Leaflet's CSS arrives, as the page laid the container out.
  if (container.clientHeight === 0) container.style.height = `${MAP_FALLBACK_HEIGHT_PX}px`;
  const [L, source] = await Promise.all([loadLeaflet(), tiles]);
  if (signal?.aborted) throw abortError();
  const map = L.map(container, { scrollWheelZoom: false, attributionControl: true });
  map.attributionControl.setPrefix(
    '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">Leaflet</a>',
  );
  let removed = false;
  const addLayer = ({ url, thirdParty: _provider, withSession: _session, ...options }: TileSource): void => {
    if (!removed) L.tileLayer(url, options).addTo(map);
  };
  // Google's tiles ask Google for a session first: only once the visitor let it through. That call rejects
  // only when the widget went away meanwhile (a refusal or a failure gives OpenStreetMap's tiles).
  const addTiles = (): void => {
    if (source.withSession) source.withSession().then(addLayer, () => {});
    else addLayer(source);
  };
  // Leaflet requests the tiles itself: its tile layer starts once the visitor lets their provider through the
  // consent facade, drawn over the map (at once where the category is allowed). Until then the pins show on an
  // empty map, and the address beside it stays readable.
  const shown = new AbortController();
  signal?.addEventListener('abort', () => shown.abort(), { once: true });
  if (!source.thirdParty || tilesAllowed) addTiles();
  else {
    const allowed = thirdPartyFacade(container, {
      provider: source.thirdParty,
      content: 'map',
      signal: shown.signal,
    });
    const facade = container.querySelector<HTMLElement>('[data-third-party-facade]');
    // Clicks, drags and wheel turns on it are the facade's, not the map's to pan or zoom.
    if (facade) {
      L.DomEvent.disableClickPropagation(facade);
      L.DomEvent.disableScrollPropagation(facade);
    }
    allowed.then(addTiles, () => {});
  }
  const icon = L.divIcon({
    className: 'vw-geo-pin',
    html: PIN_SVG,
    iconSize: [28, 40],
    iconAnchor: [14, 40],
  });
  for (const marker of markers) {
    L.marker([marker.lat, marker.lng], { icon, title: marker.title, alt: marker.title, keyboard: true })
      .on('click', () => onMarkerSelect?.(marker.id))
      // Leaflet gives a focused marker only `keypress` (Enter opens a popup, which these have not).
      .on('keypress', (event) => {
        const key = (event as LeafletKeyboardEvent).originalEvent;
        if (key.key !== 'Enter' && key.key !== ' ') return;
        key.preventDefault();
        onMarkerSelect?.(marker.id);
      })
      .addTo(map);
  }
  if (markers.length > 1) {
    map.fitBounds(L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), {
      padding: [32, 32],
      maxZoom: zoom,
    });
  } else {
    const [only] = markers;
    map.setView(only ? [only.lat, only.lng] : [0, 0], only ? zoom : 1);
  }
  container.dataset.mapReady = 'true';
  return {
    map,
    remove() {
      if (removed) return;
      removed = true;
      shown.abort();
      map.remove();
      delete container.dataset.mapReady;
    },
  };
}
