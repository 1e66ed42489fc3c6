import type { PublicEventName } from '@vitrine/widget-api';

/**
 * The public widget API's events (core-runtime spec §3) as core emits them. Payloads are plain data, so the
 * public API can hand them to custom-widget code unchanged.
 */
export type PublicEvents = { [Name in PublicEventName]: Record<string, unknown> };
