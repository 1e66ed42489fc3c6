export { BakeSchedule } from './BakeSchedule';
export type { BakeScheduleConfig } from './config';
export { bakeScheduleConfig } from './config';
export { bakeScheduleWidget } from './definition';
export type { BakeItem, Weekday } from './todays-bakes';
export { bakesOn, nextBakeDay, WEEKDAYS, weekdayIn } from './todays-bakes';
