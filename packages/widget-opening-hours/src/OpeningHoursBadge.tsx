import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useState } from 'react';
import type { OpeningHoursConfig } from './config';
import { useOpeningHoursStyles } from './opening-hours-styles';
import { describeStatus, openingStatus } from './opening-status';

/** How often the badge looks at the clock: opening times are whole minutes. */
const TICK_MS = 30_000;

export function OpeningHoursBadge({ config, context }: WidgetProps<OpeningHoursConfig>) {
  useOpeningHoursStyles();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    // Coming back to a tab that slept for hours must not show a stale badge.
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(new Date());
    };
    document.addEventListener('visibilitychange', onVisible, { signal: context.signal });
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [context.signal]);

  const status = openingStatus(config.hours, now, config.timeZone);
  return (
    <p className={`vw-hours ${status.open ? 'vw-hours--open' : 'vw-hours--closed'}`}>
      <strong className="vw-hours__state">{status.open ? config.openLabel : config.closedLabel}</strong>{' '}
      <span className="vw-hours__detail">{describeStatus(status)}</span>
    </p>
  );
}
