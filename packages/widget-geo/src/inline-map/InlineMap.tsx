import type { ThirdPartyFacadeChoice, ThirdPartyProvider } from '@vitrine/widget-api';
import { ThirdPartyFacade, type WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useInsertionEffect, useMemo, useRef, useState } from 'react';
import { isAbortError } from '../geocoder/abort';
import { LeafletMap, type MapMarker } from '../map/LeafletMap';
import { injectWidgetStyles } from '../map/styles';
import { resolveTileSource } from '../map/tile-providers';
import { waitingForConsent } from '../third-parties';
import type { InlineMapConfig } from './config';
import { locatePlace } from './locate-place';

type Place =
  | { state: 'locating' }
  | { state: 'found'; lat: number; lng: number }
  | { state: 'none' }
  /** The address needs a third party's geocoder, which the visitor's answer does not allow yet. */
  | { state: 'waiting'; provider: ThirdPartyProvider };

/** One facade for a map whose geocoder and tiles are two providers: the visitor lets both through at once. */
const bothProviders = (
  geocoder: ThirdPartyProvider,
  tiles: ThirdPartyProvider | undefined,
): ThirdPartyProvider =>
  !tiles || tiles.name === geocoder.name
    ? geocoder
    : { ...geocoder, name: `${geocoder.name} and ${tiles.name}` };

/**
 * An inline map on one place: the config's coordinates, or its address geocoded with the site's geocoder.
 * Logs (spec core-runtime §8 "Map helper") when the address finds nothing and when there is neither an
 * address nor lat/lng; the element then keeps whatever fallback the server rendered in it. A geocoder off the
 * site's origin that the visitor's answer does not allow yet shows the map's consent facade in its place:
 * letting it through (Load once, Always allow) looks the address up and draws the map with its tiles.
 */
export function InlineMap({ config, context }: WidgetProps<InlineMapConfig>) {
  const { logger, signal } = context;
  const [place, setPlace] = useState<Place>(() =>
    config.lat !== undefined && config.lng !== undefined
      ? { state: 'found', lat: config.lat, lng: config.lng }
      : { state: 'locating' },
  );
  /** How the facade let the map through: `once`/`always` for this map (`consent: 'granted'`), or `answer`. */
  const [allowedBy, setAllowedBy] = useState<ThirdPartyFacadeChoice | undefined>(undefined);
  const granted = allowedBy === 'once' || allowedBy === 'always';
  const facadeRegion = useRef<HTMLElement>(null);
  // The visitor's button is gone with the facade: their focus goes on into the map, once drawn.
  const [focusMap, setFocusMap] = useState(false);

  // Before the commit is painted (a passive effect runs after it): the first frame is already styled.
  useInsertionEffect(() => injectWidgetStyles(), []);

  const tiles = useMemo(
    () => resolveTileSource({ ...config, language: context.locale, logger, signal }),
    [config, context.locale, logger, signal],
  );

  useEffect(() => {
    if (config.lat !== undefined && config.lng !== undefined) return;
    // Not allowed: the facade, rather than a map that waits without saying why.
    const consent = allowedBy === 'once' || allowedBy === 'always' ? 'granted' : 'fail';
    // Imported here, not at the top: a map given its coordinates never downloads the geocoder.
    const geocoder = () =>
      import('../geocoder/geocoder').then(({ createGeocoder }) =>
        createGeocoder({
          provider: config.geocoder ?? config.provider,
          apiKey: config.geocoderApiKey ?? config.apiKey,
          endpoint: config.endpoint,
          language: context.locale,
          consent,
          signal,
        }),
      );
    setPlace((current) => (current.state === 'found' ? current : { state: 'locating' }));
    locatePlace(config, geocoder, logger, signal).then(
      (outcome) => {
        if (signal.aborted) return;
        setPlace(outcome.found ? { state: 'found', lat: outcome.lat, lng: outcome.lng } : { state: 'none' });
      },
      (error: unknown) => {
        if (isAbortError(error) || signal.aborted) return;
        const waitingOn = waitingForConsent(error);
        if (waitingOn) {
          tiles.then((source) => {
            if (!signal.aborted)
              setPlace({ state: 'waiting', provider: bothProviders(waitingOn, source.thirdParty) });
          });
          return;
        }
        logger.error(`the address "${config.address?.trim()}" could not be geocoded`, error);
        setPlace({ state: 'none' });
      },
    );
  }, [config, context.locale, logger, signal, allowedBy, tiles]);

  const markers = useMemo<MapMarker[]>(
    () =>
      place.state === 'found' ? [{ id: 'place', lat: place.lat, lng: place.lng, title: config.title }] : [],
    [place, config.title],
  );

  if (place.state === 'waiting')
    return (
      <section ref={facadeRegion} className="vw-geo__map" aria-label={config.title}>
        <ThirdPartyFacade
          provider={place.provider}
          content="map"
          title={config.title}
          onAllowed={(choice) => {
            setFocusMap(facadeRegion.current?.contains(document.activeElement) ?? false);
            // The lookup again: let through for this map, or allowed now (the notice, Always allow).
            setAllowedBy(choice);
          }}
        />
      </section>
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
      tilesAllowed={granted}
      focus={focusMap}
    />
  );
}
