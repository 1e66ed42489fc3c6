import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { HealthBookingConfig } from './config';
import { readServices } from './health-services';
import { useScheduler } from './use-scheduler';

/**
 * The health-booking plugin: a clinic's appointment request on the booking button's mechanism. The visitor picks
 * the type of appointment, and that service's scheduling page opens over the page; the patient's details are
 * typed into the provider's scheduler, never into this site. The spec shows no fields (widgets §3): this is the
 * shape a clinic site needs, documented in docs/widget-engagement.md.
 */
export function HealthBooking({ config, context }: WidgetProps<HealthBookingConfig>) {
  const { services, warnings } = useMemo(() => readServices(config.services), [config.services]);
  const [chosen, setChosen] = useState(0);
  const { busy, open } = useScheduler(context, 'health-booking');
  const selectId = useId();
  const noteId = useId();
  useEffect(() => {
    for (const warning of warnings) context.logger.warn(warning);
  }, [warnings, context.logger]);

  const service = services[chosen];
  if (!service) return null;
  return (
    <div className="vw-health">
      {services.length > 1 && (
        <label htmlFor={selectId}>
          {config.serviceLabel}
          <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
            {services.map((option, index) => (
              <option key={option.schedulingUrl} value={index}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div>
        <a
          className="vw-booking__button"
          href={service.schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-busy={busy || undefined}
          aria-describedby={noteId}
          onClick={(event) => {
            event.preventDefault();
            void open(service.schedulingUrl);
          }}
        >
          {services.length === 1 ? `${config.label}: ${service.name}` : config.label}
        </a>
      </div>
      <p className="vw-health__note" id={noteId}>
        {config.note}
      </p>
    </div>
  );
}
