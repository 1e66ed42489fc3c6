import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useState } from 'react';
import type { CountdownConfig } from './config';
import { spokenTimeLeft, timeLeft } from './time-left';

const pad = (value: number) => String(value).padStart(2, '0');

export function Countdown({ config, context }: WidgetProps<CountdownConfig>) {
  const until = new Date(config.until);
  const [now, setNow] = useState(() => new Date());
  const left = timeLeft(until, now);

  useEffect(() => {
    if (left.done) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    // Unmounting aborts the signal; the cleanup below covers React's own unmounts.
    context.signal.addEventListener('abort', () => clearInterval(timer), { once: true });
    return () => clearInterval(timer);
  }, [left.done, context.signal]);

  if (left.done) return <p className="vw-countdown vw-countdown--done">{config.doneLabel}</p>;
  return (
    <div className="vw-countdown">
      <p className="vw-countdown__label">{config.label}</p>
      {/* The ticking digits are for eyes; the live region below speaks the time left once a minute. */}
      <p className="vw-countdown__clock" aria-hidden="true">
        <span className="vw-countdown__days">{left.days}d</span> {pad(left.hours)}:{pad(left.minutes)}:
        {pad(left.seconds)}
      </p>
      <p className="vw-countdown__spoken" aria-live="polite">
        {spokenTimeLeft(left)}
      </p>
    </div>
  );
}
