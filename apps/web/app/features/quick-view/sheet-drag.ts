/** Spec §4/§9: the phone sheet closes on a downward drag over 100 px or a swipe faster than 0.5 px/ms. */
export const SHEET_CLOSE_DISTANCE_PX = 100;
export const SHEET_CLOSE_VELOCITY_PX_PER_MS = 0.5;
/** Otherwise it snaps back in 300 ms. */
export const SHEET_SNAP_BACK_MS = 300;

/** Finger positions further back than this before the release say nothing about the swipe's speed. */
const VELOCITY_WINDOW_MS = 100;
/** The swipe speed is that of the last few moves: a finger that slows down or turns back is no swipe. */
const VELOCITY_SAMPLES = 3;

/** One pointer position: downward offset from where the drag started, and when (ms). */
export type DragSample = { offset: number; time: number };

/**
 * Downward speed (px/ms) at the moment of release, from the last moves within VELOCITY_WINDOW_MS of it;
 * 0 when the finger rested before lifting. Negative when it was moving back up.
 */
export function releaseVelocity(samples: readonly DragSample[], releaseTime: number): number {
  const recent = samples
    .filter((sample) => releaseTime - sample.time <= VELOCITY_WINDOW_MS)
    .slice(-VELOCITY_SAMPLES);
  const first = recent[0];
  const last = recent.at(-1);
  if (!first || !last || last.time <= first.time) return 0;
  return (last.offset - first.offset) / (last.time - first.time);
}

export type SheetRelease = 'close' | 'snap-back';

export function sheetReleaseOutcome(distance: number, velocity: number): SheetRelease {
  return distance > SHEET_CLOSE_DISTANCE_PX || velocity > SHEET_CLOSE_VELOCITY_PX_PER_MS
    ? 'close'
    : 'snap-back';
}
