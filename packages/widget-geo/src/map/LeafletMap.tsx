import type { Logger } from '@vitrine/widget-api';
import { useEffect, useRef } from 'react';
import { isAbortError } from '../geocoder/abort';
import type { DrawnLeafletMap, MapMarker } from './draw-map';
import type { TileSource } from './tile-providers';

export type { MapMarker } from './draw-map';

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
  /** The visitor already let the map's providers through a facade of the widget's own. */
  tilesAllowed?: boolean | undefined;
  /** Focus goes into the map once drawn (the facade the visitor pressed is gone). */
  focus?: boolean | undefined;
}

/**
 * A Leaflet map in a React component. The drawing code and Leaflet are imported when the first map mounts (a
 * locations list shows none); the map is removed (its listeners, tiles and DOM with it) when the component
 * unmounts.
 */
export function LeafletMap({
  tiles,
  markers,
  zoom,
  label,
  logger,
  signal,
  onMarkerSelect,
  tilesAllowed,
  focus,
}: LeafletMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const selectRef = useRef(onMarkerSelect);
  selectRef.current = onMarkerSelect;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // One per drawing: the effect's cleanup, or the widget unmounting, stops a map still on its way.
    const drawing = new AbortController();
    const stop = () => drawing.abort();
    signal.addEventListener('abort', stop, { once: true });
    let drawn: DrawnLeafletMap | undefined;
    import('./draw-map')
      .then(({ drawLeafletMap }) =>
        drawLeafletMap(container, {
          tiles,
          markers,
          zoom,
          signal: drawing.signal,
          onMarkerSelect: (id) => selectRef.current?.(id),
          tilesAllowed,
        }),
      )
      .then(
        (map) => {
          // Drawn just as the component went away: nothing will remove it later.
          if (drawing.signal.aborted) map.remove();
          else drawn = map;
          // Leaflet's container is focusable (its keyboard panning).
          if (focus && !drawing.signal.aborted) container.focus();
        },
        (error: unknown) => {
          if (!drawing.signal.aborted && !isAbortError(error))
            logger.error('the map could not be shown', error);
        },
      );
    return () => {
      signal.removeEventListener('abort', stop);
      drawing.abort();
      drawn?.remove();
    };
  }, [tiles, markers, zoom, logger, signal, tilesAllowed, focus]);

  return <section ref={containerRef} className="vw-geo__map" aria-label={label} />;
}
