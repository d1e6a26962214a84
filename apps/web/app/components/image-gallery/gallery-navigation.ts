/** Pure rules of the gallery's navigation, kept apart from React so they are easy to test. */

/** Moves `delta` pictures from `index`, wrapping around at both ends. */
export function stepIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** Keeps an index handed in from outside (a stale one after the list changed) inside the list. */
export function clampIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), total - 1);
}

/**
 * Arrow keys follow the reading direction: in Arabic the next picture lies to the left, as the layout
 * mirrors. Home and End jump to the first and last picture. Other keys are not the gallery's.
 */
export function indexForKey(
  key: string,
  index: number,
  total: number,
  direction: 'ltr' | 'rtl',
): number | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return stepIndex(index, 1, total);
  if (key === backward) return stepIndex(index, -1, total);
  if (key === 'Home') return 0;
  if (key === 'End') return Math.max(total - 1, 0);
  return null;
}

/** A horizontal move at least this long (and longer than the vertical one) is a swipe. */
export const SWIPE_MIN_DISTANCE_PX = 40;

/**
 * +1 (next), -1 (previous) or 0 for a finished touch move. Swiping the picture towards the reading start
 * brings in the next one: leftwards in LTR, rightwards in RTL.
 */
export function swipeStep(deltaX: number, deltaY: number, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_MIN_DISTANCE_PX || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  const towardsStart = direction === 'rtl' ? deltaX > 0 : deltaX < 0;
  return towardsStart ? 1 : -1;
}
