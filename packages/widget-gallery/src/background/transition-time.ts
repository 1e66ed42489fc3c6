import { MAX_BACKGROUND_TRANSITION_S } from '../constants';

/**
 * The gallery background's transition time in seconds (widgets §5): the smaller of 0.75 and speed / 2000,
 * the speed counted in milliseconds there as the background's timer counts it (the config's `speed` is in
 * seconds: 3 s → 3000 ms → 1.5, so 0.75). Read with seconds, every transition would last under 4 ms.
 */
export function backgroundTransitionSeconds(speedSeconds: number): number {
  return Math.min(MAX_BACKGROUND_TRANSITION_S, (speedSeconds * 1000) / 2000);
}
