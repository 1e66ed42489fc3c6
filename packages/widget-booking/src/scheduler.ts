import {
  injectStyleOnce,
  loadThirdPartyScript,
  loadThirdPartyStylesheet,
  THIRD_PARTY_PROVIDERS,
} from '@vitrine/widget-api';

/** The scheduling provider's embed script and stylesheet (spec widgets §7 "a booking scheduling script"). */
export const SCHEDULER_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js';
export const SCHEDULER_STYLESHEET = 'https://assets.calendly.com/assets/external/widget.css';

/** What the booking widgets use of the provider's `Calendly` global. */
export interface Scheduler {
  initPopupWidget(options: {
    url: string;
    prefill?: Record<string, unknown>;
    utm?: Record<string, string>;
  }): void;
}

type SchedulerWindow = Window & { Calendly?: Partial<Scheduler> };

/** A scheduling page on the provider's own host: anything else would open a stranger's page in the popup. */
export function isSchedulingUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && (url.hostname === 'calendly.com' || url.hostname.endsWith('.calendly.com'))
    );
  } catch {
    return false;
  }
}

/**
 * Opens the provider's scheduler over the page, loading its script (and stylesheet) on the first click only.
 * Rejects when the script cannot be had; the callers log that to the console only (spec widgets §8). Called
 * once the visitor allowed it (the category, or the facade's Load once).
 */
export async function openScheduler(doc: Document, url: string): Promise<void> {
  const provider = THIRD_PARTY_PROVIDERS.calendly;
  const consent = 'granted';
  // The popup is usable unstyled for the moment its stylesheet is late, so nothing waits for it.
  loadThirdPartyStylesheet(doc, SCHEDULER_STYLESHEET, {
    provider,
    consent,
    name: 'the scheduling stylesheet',
  }).catch(() => {});
  const scheduler = await loadThirdPartyScript(doc, SCHEDULER_SCRIPT, {
    provider,
    consent,
    name: 'the scheduling script',
    ready: (win) => {
      const calendly = (win as SchedulerWindow).Calendly;
      return typeof calendly?.initPopupWidget === 'function' ? (calendly as Scheduler) : undefined;
    },
  });
  scheduler.initPopupWidget({ url });
}

// A pending click shows as busy; the scheduler's own popup brings its spinner after that. Exported so a server
// can style its fallback link (class `vw-booking__button`) and `HealthBookingMarkup` the same before the widgets
// start: no layout shift.
export const BOOKING_CSS = `
.vw-booking__button{font:inherit;display:inline-flex;align-items:center;min-height:44px;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid currentColor;background:transparent;color:inherit;text-decoration:none;cursor:pointer}
.vw-booking__button[aria-busy=true]{cursor:progress;opacity:.75}
.vw-health{display:grid;gap:.75rem;max-width:30rem}
.vw-health label{display:grid;gap:.25rem;font-weight:600}
.vw-health select{font:inherit;min-height:44px;padding:.4rem}
.vw-health__note{margin:0;font-size:.9em;opacity:.85}
.vw-health__links{display:none}
@media (scripting:none){.vw-health__links{display:block}.vw-health label,.vw-health>div{display:none}}
`;

export function injectBookingStyles(): void {
  injectStyleOnce('widget-booking', BOOKING_CSS);
}
