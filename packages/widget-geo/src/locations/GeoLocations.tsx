import { loadOnce } from '@vitrine/widget-api';
import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useId, useInsertionEffect, useMemo, useReducer, useRef, useState } from 'react';
import { LeafletMap, type MapMarker } from '../map/LeafletMap';
import { injectWidgetStyles } from '../map/styles';
import type { GeoLocationsConfig } from './config';
import { type GeoLocation, nearestLocation, parseLocations } from './locations';
import { canLocateVisitor, locateVisitor } from './nearest';
import { viewReducer } from './view-state';

/** Where "Directions" sends the visitor: the map app of their device opens Google Maps links. */
export function directionsUrl(location: GeoLocation): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${location.latitude},${location.longitude}`;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The store-locations widget (spec widgets §3, §4): every location as a list or a map, one location with its
 * details and map, and a nearest-location button. In the editor the view toggles and the nearest button do
 * nothing (spec §6).
 */
export function GeoLocations({ config, context }: WidgetProps<GeoLocationsConfig>) {
  const { logger, signal, inEditor, events } = context;
  const locations = useMemo(() => parseLocations(config.locations, logger), [config.locations, logger]);
  const [state, dispatch] = useReducer(viewReducer, { view: config.view, selectedId: undefined });
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [locating, setLocating] = useState(false);
  const [canLocate] = useState(() => canLocateVisitor());
  const headingId = useId();
  const singleHeading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // Before the commit is painted (a passive effect runs after it): the first frame is already styled.
  useInsertionEffect(() => injectWidgetStyles(), []);

  // Resolved when the first map is shown, not at mount: the list view downloads no tile code and asks no
  // provider for a tile session. Every map of the widget then shares the one answer.
  const tiles = useMemo(
    () =>
      loadOnce(() =>
        import('../map/tile-providers').then(({ resolveTileSource }) =>
          resolveTileSource({ ...config, language: context.locale, logger, signal }),
        ),
      ),
    [config, context.locale, logger, signal],
  );

  const markers = useMemo<MapMarker[]>(
    () =>
      locations.map((location) => ({
        id: location.uniqueId,
        lat: location.latitude,
        lng: location.longitude,
        title: location.title || location.formattedAddress || 'Location',
      })),
    [locations],
  );
  const selected = locations.find((location) => location.uniqueId === state.selectedId);
  const selectedMarkers = useMemo(
    () => markers.filter((marker) => marker.id === state.selectedId),
    [markers, state.selectedId],
  );

  // Focus follows the view: into the opened location, and back to where the visitor was.
  const previousSelected = useRef(state.selectedId);
  useEffect(() => {
    const left = previousSelected.current;
    if (left === state.selectedId) return;
    previousSelected.current = state.selectedId;
    if (state.selectedId) {
      singleHeading.current?.focus();
    } else {
      const item = [...(root.current?.querySelectorAll<HTMLElement>('[data-location-id]') ?? [])].find(
        (element) => element.dataset.locationId === left,
      );
      (item ?? root.current?.querySelector<HTMLElement>('.vw-geo__view[aria-pressed="true"]'))?.focus();
    }
  }, [state.selectedId]);

  const select = (id: string) => dispatch({ type: 'select', id });
  const showView = (view: 'list' | 'map') => {
    if (inEditor) return;
    dispatch({ type: 'show', view });
  };
  const findNearest = async () => {
    if (inEditor || !canLocate || locating) return;
    setAlert('');
    setStatus('Finding your location…');
    setLocating(true);
    const outcome = await locateVisitor();
    if (signal.aborted) return;
    setLocating(false);
    if (!outcome.ok) {
      setStatus('');
      setAlert(outcome.message);
      return;
    }
    const nearest = nearestLocation(locations, outcome.position);
    if (!nearest) {
      setStatus('');
      return;
    }
    setStatus(
      `Nearest location: ${nearest.location.title || nearest.location.formattedAddress}, ${nearest.distanceKm.toFixed(1)} km away`,
    );
    select(nearest.location.uniqueId);
  };

  const emitCall = (location: GeoLocation) =>
    events.emit('event-ClickToCall', {
      locationId: location.uniqueId,
      title: location.title,
      phone: location.phone,
    });
  const emitMap = (location: GeoLocation) =>
    events.emit('event-ClickToMap', {
      locationId: location.uniqueId,
      title: location.title,
      latitude: location.latitude,
      longitude: location.longitude,
    });

  if (locations.length === 0) return null;

  return (
    <section
      className="vw-geo"
      ref={root}
      aria-labelledby={headingId}
      data-view={selected ? 'single' : state.view}
    >
      <h2 id={headingId} className="vw-geo__title">
        {config.title}
      </h2>
      <div className="vw-geo__toolbar">
        {selected ? (
          <button type="button" className="vw-geo__button" onClick={() => dispatch({ type: 'back' })}>
            ← All locations
          </button>
        ) : (
          <fieldset className="vw-geo__views" aria-label="Show locations as">
            {(['list', 'map'] as const).map((view) => (
              <button
                key={view}
                type="button"
                className="vw-geo__view"
                aria-pressed={state.view === view}
                onClick={() => showView(view)}
              >
                {view === 'list' ? 'List' : 'Map'}
              </button>
            ))}
          </fieldset>
        )}
        <button
          type="button"
          className="vw-geo__button"
          disabled={!canLocate}
          aria-busy={locating}
          title={canLocate ? undefined : 'Finding your location needs a secure (https) connection'}
          onClick={findNearest}
        >
          Find the nearest location
        </button>
      </div>
      <p className="vw-geo__alert" role="alert">
        {alert}
      </p>
      <p className="vw-geo__status" role="status" aria-live="polite">
        {status}
      </p>

      {selected ? (
        <article className="vw-geo__single">
          <div className="vw-geo__details">
            <h3 ref={singleHeading} tabIndex={-1}>
              {selected.title || selected.formattedAddress}
            </h3>
            {selected.formattedAddress && <address>{selected.formattedAddress}</address>}
            {selected.showDescription && selected.description && <p>{selected.description}</p>}
            <div className="vw-geo__actions">
              {selected.showPhone && selected.phone && (
                <a href={telHref(selected.phone)} onClick={() => emitCall(selected)}>
                  {selected.clickToCallText || `Call ${selected.phone}`}
                </a>
              )}
              <a
                href={directionsUrl(selected)}
                target="_blank"
                rel="noopener"
                onClick={() => emitMap(selected)}
              >
                Directions<span className="vw-geo__sr"> to {selected.title} (opens in a new tab)</span>
              </a>
              {selected.displayLink && selected.url && (
                <a href={selected.url} rel="noopener">
                  Website
                </a>
              )}
            </div>
          </div>
          <div className="vw-geo__mapframe">
            <LeafletMap
              tiles={tiles()}
              markers={selectedMarkers}
              zoom={config.zoom}
              label={`Map of ${selected.title || selected.formattedAddress}`}
              logger={logger}
              signal={signal}
            />
          </div>
        </article>
      ) : state.view === 'map' ? (
        <div className="vw-geo__mapframe">
          <LeafletMap
            tiles={tiles()}
            markers={markers}
            zoom={config.zoom}
            label={`Map of ${config.title.toLowerCase()}`}
            logger={logger}
            signal={signal}
            onMarkerSelect={select}
          />
        </div>
      ) : (
        <ul className="vw-geo__list">
          {locations.map((location) => (
            <li key={location.uniqueId}>
              <button
                type="button"
                className="vw-geo__item"
                data-location-id={location.uniqueId}
                onClick={() => select(location.uniqueId)}
              >
                {location.displayTitle && location.title && (
                  <span className="vw-geo__item-title">{location.title}</span>
                )}
                {location.formattedAddress && (
                  <span className="vw-geo__item-address">{location.formattedAddress}</span>
                )}
                {location.displayPhoneNumber && location.phone && (
                  <span className="vw-geo__item-address">{location.phone}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
