import { act, cleanup } from '@testing-library/react';
import type { PublicEventName, WidgetContext } from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';

/** What the booking widgets' tests share: a scheduling page, the scripts the page got, a context that records. */
export const TASTING = 'https://calendly.com/harbor-and-rye/wholesale-tasting';
export const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

/** After each test: nothing rendered, no scheduler global, no script or stylesheet left in the head. */
export function cleanUpBooking(): void {
  cleanup();
  Reflect.deleteProperty(window, 'Calendly');
  for (const element of document.head.querySelectorAll('script, link')) element.remove();
}

export function context<Config>(config: Config, overrides: Partial<WidgetContext<Config>> = {}) {
  const emitted: Array<[PublicEventName, unknown]> = [];
  const logger = recordingLogger();
  const made = createTestContext(config, {
    events: { emit: (name, payload) => emitted.push([name, payload]), on: () => () => {} },
    logger,
    ...overrides,
  });
  return { context: made, emitted, logger };
}

/** The scheduler's script "arrives": its global is there and its load event fires. */
export async function loadScheduler(initPopupWidget: (options: { url: string }) => void) {
  Object.assign(window, { Calendly: { initPopupWidget } });
  await act(async () => {
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
  });
}
