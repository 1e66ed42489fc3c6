import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect } from 'react';
import { isSchedulingUrl } from '../scheduler';
import { useScheduler } from '../use-scheduler';
import type { BookingButtonConfig } from './config';

/** The appointment-booking button (spec widgets §1, §7): the provider's scheduler over the page. */
export function BookingButton({ config, context }: WidgetProps<BookingButtonConfig>) {
  const valid = isSchedulingUrl(config.schedulingUrl);
  const { busy, open, facade } = useScheduler(context, 'booking-button');
  useEffect(() => {
    if (!valid)
      context.logger.warn(
        `schedulingUrl ${JSON.stringify(config.schedulingUrl)} is not a Calendly scheduling page; no button`,
      );
  }, [valid, config.schedulingUrl, context.logger]);
  if (!valid) return null;
  return (
    <>
      <a
        className="vw-booking__button"
        href={config.schedulingUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-busy={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          void open(config.schedulingUrl);
        }}
      >
        {config.label}
      </a>
      {facade}
    </>
  );
}
