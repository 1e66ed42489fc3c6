export { BakeSchedule } from './BakeSchedule';
export { BakeScheduleMarkup } from './BakeScheduleMarkup';
export { BAKE_SCHEDULE_CSS } from './bake-schedule-styles';
export type { BakeScheduleConfig } from './config';
export { bakeScheduleConfig } from './config';
export { bakeScheduleWidget } from './definition';
export type { BakeItem, Weekday } from './todays-bakes';
export { bakesOn, nextBakeDay, WEEKDAYS, weekdayIn } from './todays-bakes';
