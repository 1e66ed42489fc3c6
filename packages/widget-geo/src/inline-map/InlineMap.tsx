import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useInsertionEffect, useMemo, useState } from 'react';
import { isAbortError } from '../geocoder/abort';
import { LeafletMap, type MapMarker } from '../map/LeafletMap';
import { injectWidgetStyles } from '../map/styles';
import { resolveTileSource } from '../map/tile-providers';
import type { InlineMapConfig } from './config';
import { locatePlace } from './locate-place';

type Place = { state: 'locating' } | { state: 'found'; lat: number; lng: number } | { state: 'none' };

/**
 * An inline map on one place: the config's coordinates, or its address geocoded with the site's geocoder.
 * Logs (spec core-runtime §8 "Map helper") when the address finds nothing and when there is neither an
 * address nor lat/lng; the element then keeps whatever fallback the server rendered in it.
 */
export function InlineMap({ config, context }: WidgetProps<InlineMapConfig>) {
  const { logger, signal } = context;
  const [place, setPlace] = useState<Place>(() =>
    config.lat !== undefined && config.lng !== undefined
      ? { state: 'found', lat: config.lat, lng: config.lng }
      : { state: 'locating' },
  );

  // Before the commit is painted (a passive effect runs after it): the first frame is already styled.
  useInsertionEffect(() => injectWidgetStyles(), []);

  useEffect(() => {
    if (config.lat !== undefined && config.lng !== undefined) return;
    // Imported here, not at the top: a map given its coordinates never downloads the geocoder.
    const geocoder = () =>
      import('../geocoder/geocoder').then(({ createGeocoder }) =>
        createGeocoder({
          provider: config.geocoder ?? config.provider,
          apiKey: config.geocoderApiKey ?? config.apiKey,
          endpoint: config.endpoint,
          language: context.locale,
          signal,
        }),
      );
    locatePlace(config, geocoder, logger, signal).then(
      (outcome) => {
        if (signal.aborted) return;
        setPlace(outcome.found ? { state: 'found', lat: outcome.lat, lng: outcome.lng } : { state: 'none' });
      },
      (error: unknown) => {
        if (isAbortError(error) || signal.aborted) return;
        logger.error(`the address "${config.address?.trim()}" could not be geocoded`, error);
        setPlace({ state: 'none' });
      },
    );
  }, [config, context.locale, logger, signal]);

  const tiles = useMemo(
    () => resolveTileSource({ ...config, language: context.locale, logger, signal }),
    [config, context.locale, logger, signal],
  );
  const markers = useMemo<MapMarker[]>(
    () =>
      place.state === 'found' ? [{ id: 'place', lat: place.lat, lng: place.lng, title: config.title }] : [],
    [place, config.title],
  );

  if (place.state !== 'found') return null;
  return (
    <LeafletMap
      tiles={tiles}
      markers={markers}
      zoom={config.zoom}
      label={config.title}
      logger={logger}
      signal={signal}
    />
  );
}
