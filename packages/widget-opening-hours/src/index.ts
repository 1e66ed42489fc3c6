export type { OpeningHoursConfig } from './config';
export { openingHoursConfig } from './config';
export { openingHoursWidget } from './definition';
export { OpeningHoursBadge } from './OpeningHoursBadge';
export type { OpeningInterval, OpeningStatus, Weekday, WeeklyHours } from './opening-status';
export { describeStatus, openingStatus, WEEKDAYS } from './opening-status';
