import { widgetAttributes } from '@vitrine/runtime-core/markup';
import { WIDGET_MODULES } from '../server/import-map';

/**
 * The markup of a widget package's element on the demo's pages: the widget's name and config, and the CDN
 * module that registers it, which the page imports only when the element first needs it. `aboveFold` for
 * widgets in view as the page opens (at 390 and 1280 px wide): the server hints their code in the head.
 */
export function packageWidgetAttributes(
  name: keyof typeof WIDGET_MODULES,
  id: string,
  config: unknown,
  { lazyLoad, aboveFold }: { lazyLoad?: boolean; aboveFold?: boolean } = {},
): Record<string, string> {
  return widgetAttributes({ name, id, config, module: WIDGET_MODULES[name], lazyLoad, aboveFold });
}

/** Opening hours of the three locations, as the opening-hours widget reads them (Port Alder, Oregon). */
export const LOCATION_HOURS = {
  'Harbor Street': {
    tue: [{ opens: '07:00', closes: '15:00' }],
    wed: [{ opens: '07:00', closes: '15:00' }],
    thu: [{ opens: '07:00', closes: '15:00' }],
    fri: [{ opens: '07:00', closes: '15:00' }],
    sat: [{ opens: '08:00', closes: '14:00' }],
    sun: [{ opens: '08:00', closes: '14:00' }],
  },
  'Northside Kiosk': {
    tue: [{ opens: '06:30', closes: '12:00' }],
    wed: [{ opens: '06:30', closes: '12:00' }],
    thu: [{ opens: '06:30', closes: '12:00' }],
    fri: [{ opens: '06:30', closes: '12:00' }],
    sat: [{ opens: '07:30', closes: '12:00' }],
  },
  'Rye Lane Market': {
    sat: [{ opens: '08:00', closes: '13:00' }],
  },
} as const;

export const SITE_TIME_ZONE = 'America/Los_Angeles';

/** What comes out of the ovens on which days, for the bake-schedule widget on the menu page. */
export const BAKE_SCHEDULE = [
  { name: 'Harbor country loaf', days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], readyAt: '07:00' },
  { name: 'Baguette', days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], readyAt: '07:00' },
  { name: 'Dark rye with caraway', days: ['tue', 'thu', 'sat'], readyAt: '08:30' },
  { name: 'Seeded spelt tin', days: ['wed', 'fri', 'sun'], readyAt: '08:30' },
  { name: 'Cardamom knot', days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], readyAt: '07:30' },
  { name: 'Rhubarb frangipane tart', days: ['fri', 'sat'], readyAt: '10:00' },
];
