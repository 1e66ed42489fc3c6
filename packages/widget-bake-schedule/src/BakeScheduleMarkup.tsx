import * as z from 'zod/mini';
import { BakeScheduleView } from './BakeSchedule';
import { bakeScheduleConfig } from './config';
import { weekdayIn } from './todays-bakes';

/**
 * The schedule as the widget first draws it at `now`, for a server to render inside the widget's element (with
 * `BAKE_SCHEDULE_CSS` in the page): the widget then takes its place without moving what follows, and a visitor
 * without JavaScript sees the day's bakes as of the page's rendering. `config` is the widget's config, checked
 * as the widget checks it (an invalid one throws: it is the site's own).
 */
export function BakeScheduleMarkup({ config, now }: { config: unknown; now: Date }) {
  const parsed = z.parse(bakeScheduleConfig, config);
  return <BakeScheduleView config={parsed} day={weekdayIn(now, parsed.timeZone)} />;
}
