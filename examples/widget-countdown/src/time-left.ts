export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the moment has come (or passed). */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `now` until `until`; zeros and `done` once it has passed. */
export function timeLeft(until: Date, now: Date): TimeLeft {
  const totalSeconds = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    done: totalSeconds === 0,
  };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The time left as a screen reader should hear it, to the minute: announcing every second would drown the
 * page, so the live region only changes when this text does.
 */
export function spokenTimeLeft({ days, hours, minutes }: TimeLeft): string {
  const parts = [
    days > 0 && plural(days, 'day'),
    hours > 0 && plural(hours, 'hour'),
    plural(minutes, 'minute'),
  ];
  return parts.filter(Boolean).join(', ');
}
