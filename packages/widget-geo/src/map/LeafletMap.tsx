import type { Logger } from '@vitrine/widget-api';
import type { LeafletKeyboardEvent } from 'leaflet';
import { useEffect, useRef } from 'react';
import { loadLeaflet } from './load-leaflet';
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

export interface LeafletMapProps {
  /** Resolved tiles, or a promise of them (Google's need a session first). */
  tiles: TileSource | Promise<TileSource>;
  markers: readonly MapMarker[];
  /** The zoom when the map shows one marker; several markers are fitted into view. */
  zoom: number;
  /** What the map region is called for screen readers. */
  label: string;
  logger: Logger;
  signal: AbortSignal;
  /** A marker was clicked (or Enter pressed on it). */
  onMarkerSelect?: ((id: string) => void) | undefined;
}

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true" focusable="false"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#1f5f8b"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>';

/**
 * A Leaflet map in a React component. Leaflet is imported when the first map mounts; the map is removed (its
 * listeners, tiles and DOM with it) when the component unmounts.
 */
export function LeafletMap({ tiles, markers, zoom, label, logger, signal, onMarkerSelect }: LeafletMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const selectRef = useRef(onMarkerSelect);
  selectRef.current = onMarkerSelect;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (container.clientHeight === 0) container.style.height = `${MAP_FALLBACK_HEIGHT_PX}px`;
    let removed = false;
    let cleanup: (() => void) | undefined;
    Promise.all([loadLeaflet(), tiles])
      .then(([L, source]) => {
        if (removed || signal.aborted) return;
        const map = L.map(container, { scrollWheelZoom: false, attributionControl: true });
        map.attributionControl.setPrefix(
          '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">Leaflet</a>',
        );
        const { url, ...options } = source;
        L.tileLayer(url, options).addTo(map);
        const icon = L.divIcon({
          className: 'vw-geo-pin',
          html: PIN_SVG,
          iconSize: [28, 40],
          iconAnchor: [14, 40],
        });
        for (const marker of markers) {
          L.marker([marker.lat, marker.lng], { icon, title: marker.title, alt: marker.title, keyboard: true })
            .on('click', () => selectRef.current?.(marker.id))
            // Leaflet gives a focused marker only `keypress` (Enter opens a popup, which these have not).
            .on('keypress', (event) => {
              const key = (event as LeafletKeyboardEvent).originalEvent;
              if (key.key !== 'Enter' && key.key !== ' ') return;
              key.preventDefault();
              selectRef.current?.(marker.id);
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
        cleanup = () => map.remove();
      })
      .catch((error: unknown) => {
        if (!removed && !signal.aborted) logger.error('the map could not be shown', error);
      });
    return () => {
      removed = true;
      cleanup?.();
    };
  }, [tiles, markers, zoom, logger, signal]);

  return <section ref={containerRef} className="vw-geo__map" aria-label={label} />;
}
