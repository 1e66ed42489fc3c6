export { Countdown } from './Countdown';
export type { CountdownConfig } from './config';
export { countdownConfig } from './config';
export { countdownWidget } from './definition';
export type { TimeLeft } from './time-left';
export { spokenTimeLeft, timeLeft } from './time-left';
