/** Touch-move tolerance (core-runtime spec §9): a movement of this many pixels or fewer is not a swipe. */
export const TOUCH_MOVE_TOLERANCE_PX = 10;

export interface Point {
  x: number;
  y: number;
}

/**
 * Which neighbour a finger's movement from `start` to `end` asks for: a swipe to the left shows the next
 * post, to the right the previous one. Only a movement that is horizontal first (more across than down) and
 * beyond the tolerance counts: a vertical scroll with some sideways drift is never taken for a swipe.
 */
export function swipeDirection(
  start: Point,
  end: Point,
  tolerance = TOUCH_MOVE_TOLERANCE_PX,
): 'next' | 'previous' | undefined {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= tolerance || Math.abs(dx) <= Math.abs(dy)) return undefined;
  return dx < 0 ? 'next' : 'previous';
}
