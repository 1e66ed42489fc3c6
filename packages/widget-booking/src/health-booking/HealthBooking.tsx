import type { WidgetProps } from '@vitrine/widget-api/react';
import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { useScheduler } from '../use-scheduler';
import type { HealthBookingConfig } from './config';
import { healthBookingFields } from './config';
import type { HealthService } from './health-services';
import { readServices } from './health-services';

interface HealthBookingViewProps {
  config: HealthBookingConfig;
  services: readonly HealthService[];
  chosen: number;
  ids: { select: string; note: string };
  busy?: boolean;
  onChoose?: (index: number) => void;
  onOpen?: (schedulingUrl: string) => void;
}

/** What the plugin draws; servers draw the same through `HealthBookingMarkup`, so nothing moves when it starts. */
function HealthBookingView({
  config,
  services,
  chosen,
  ids,
  busy,
  onChoose,
  onOpen,
}: HealthBookingViewProps) {
  const service = services[chosen];
  if (!service) return null;
  return (
    <div className="vw-health">
      {services.length > 1 && (
        <label htmlFor={ids.select}>
          {config.serviceLabel}
          <select
            id={ids.select}
            // The server's copy is uncontrolled: it has no handler until the plugin replaces it.
            {...(onChoose
              ? { value: chosen, onChange: (event) => onChoose(Number(event.target.value)) }
              : { defaultValue: chosen })}
          >
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
          aria-describedby={ids.note}
          onClick={
            onOpen &&
            ((event) => {
              event.preventDefault();
              onOpen(service.schedulingUrl);
            })
          }
        >
          {services.length === 1 ? `${config.label}: ${service.name}` : config.label}
        </a>
      </div>
      <p className="vw-health__note" id={ids.note}>
        {config.note}
      </p>
    </div>
  );
}

/**
 * The health-booking plugin: a clinic's appointment request on the booking button's mechanism. The visitor picks
 * the type of appointment, and that service's scheduling page opens over the page; the patient's details are
 * typed into the provider's scheduler, never into this site. The spec shows no fields (widgets §3): this is the
 * shape a clinic site needs, documented in docs/widget-engagement.md.
 */
export function HealthBooking({ config, context }: WidgetProps<HealthBookingConfig>) {
  const { services } = config;
  const [chosen, setChosen] = useState(0);
  const { busy, open, facade } = useScheduler(context, 'health-booking');
  const ids = { select: useId(), note: useId() };
  return (
    <>
      <HealthBookingView
        config={config}
        services={services}
        chosen={chosen}
        ids={ids}
        busy={busy}
        onChoose={setChosen}
        onOpen={(url) => void open(url)}
      />
      {facade}
    </>
  );
}

/**
 * The plugin as it first draws, for a server to render inside the widget's element (with `BOOKING_CSS` in the
 * page), from the same attributes: the plugin then takes its place without moving anything. Every service is
 * also listed as a plain link, which `BOOKING_CSS` shows instead of the picker only without JavaScript.
 */
export function HealthBookingMarkup(attributes: Partial<z.output<typeof healthBookingFields>>) {
  const fields = healthBookingFields.parse(attributes);
  const { services } = readServices(fields.services);
  const config = { ...fields, services };
  return (
    <>
      <HealthBookingView
        config={config}
        services={services}
        chosen={0}
        ids={{ select: 'vw-health-service', note: 'vw-health-note' }}
      />
      <ul className="vw-health__links">
        {services.map((service) => (
          <li key={service.schedulingUrl}>
            <a href={service.schedulingUrl}>{service.name}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
