import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useLayoutEffect } from 'react';
import { injectBookingStyles } from '../scheduler';
import type { OpenTableConfig } from './config';

/** OpenTable's reservation page of a restaurant, as its own "Reserve" links open it. */
export function openTableUrl(restaurantId: string): string {
  const rid = encodeURIComponent(restaurantId);
  return `https://www.opentable.com/restref/client/?rid=${rid}&restref=${rid}`;
}

/** The OpenTable reservation button: opens the restaurant's booking page and fires `event-OpenTable`. */
export function OpenTableButton({ config, context }: WidgetProps<OpenTableConfig>) {
  const valid = /^\d{1,10}$/.test(config.restaurantId);
  useLayoutEffect(injectBookingStyles, []);
  useEffect(() => {
    if (!valid)
      context.logger.warn(
        `restaurantId ${JSON.stringify(config.restaurantId)} is not an OpenTable id; no button`,
      );
  }, [valid, config.restaurantId, context.logger]);
  if (!valid) return null;
  return (
    <a
      className="vw-booking__button"
      href={openTableUrl(config.restaurantId)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        // Like the booking button, it leaves the editor's page alone.
        if (context.inEditor) {
          event.preventDefault();
          return;
        }
        context.events.emit('event-OpenTable', {
          restaurantId: config.restaurantId,
          widgetId: context.widgetId,
        });
      }}
    >
      {config.label}
    </a>
  );
}
