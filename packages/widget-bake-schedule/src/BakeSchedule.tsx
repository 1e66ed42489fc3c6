import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useId, useState } from 'react';
import { useBakeScheduleStyles } from './bake-schedule-styles';
import type { BakeScheduleConfig } from './config';
import type { Weekday } from './todays-bakes';
import { bakesOn, weekdayIn } from './todays-bakes';

/** Checked every minute so the list turns over at midnight for a page left open. */
const TICK_MS = 60_000;

export function BakeSchedule({ config, context }: WidgetProps<BakeScheduleConfig>) {
  useBakeScheduleStyles();
  const [day, setDay] = useState(() => weekdayIn(new Date(), config.timeZone));
  useEffect(() => {
    const timer = setInterval(() => setDay(weekdayIn(new Date(), config.timeZone)), TICK_MS);
    context.signal.addEventListener('abort', () => clearInterval(timer), { once: true });
    return () => clearInterval(timer);
  }, [config.timeZone, context.signal]);

  return <BakeScheduleView config={config} day={day} />;
}

/** What the widget draws for `day`; the server's markup (`BakeScheduleMarkup`) is the same. */
export function BakeScheduleView({ config, day }: { config: BakeScheduleConfig; day: Weekday }) {
  const headingId = useId();
  const today = bakesOn(config.items, day);
  return (
    <section className="vw-bakes" aria-labelledby={headingId}>
      <h3 id={headingId} className="vw-bakes__title">
        {config.title}
      </h3>
      {today.length === 0 ? (
        <p className="vw-bakes__empty">{config.emptyMessage}</p>
      ) : (
        <ul className="vw-bakes__list">
          {today.map((item) => (
            <li key={item.name}>
              <span className="vw-bakes__name">{item.name}</span>
              {item.readyAt ? <span className="vw-bakes__time"> · ready {item.readyAt}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
