import { describe, expect, it } from 'vitest';
import {
  releaseVelocity,
  SHEET_CLOSE_DISTANCE_PX,
  SHEET_CLOSE_VELOCITY_PX_PER_MS,
  sheetReleaseOutcome,
} from './sheet-drag';

describe('sheet release thresholds (spec §9)', () => {
  it('closes on a drag over 100 px, even a slow one', () => {
    expect(SHEET_CLOSE_DISTANCE_PX).toBe(100);
    expect(sheetReleaseOutcome(101, 0)).toBe('close');
    expect(sheetReleaseOutcome(100, 0)).toBe('snap-back');
  });

  it('closes on a swipe faster than 0.5 px/ms, even a short one', () => {
    expect(SHEET_CLOSE_VELOCITY_PX_PER_MS).toBe(0.5);
    expect(sheetReleaseOutcome(30, 0.51)).toBe('close');
    expect(sheetReleaseOutcome(30, 0.5)).toBe('snap-back');
    expect(sheetReleaseOutcome(30, -2)).toBe('snap-back');
  });
});

describe('releaseVelocity', () => {
  it('measures the last moves before the release', () => {
    const samples = [0, 10, 20, 30].map((offset, step) => ({ offset, time: step * 10 }));
    expect(releaseVelocity(samples, 30)).toBe(1);
  });

  it('is negative when the finger turned back up, whatever came before', () => {
    const samples = [
      { offset: 0, time: 0 },
      { offset: 40, time: 5 },
      { offset: 35, time: 10 },
      { offset: 30, time: 15 },
    ];
    expect(releaseVelocity(samples, 15)).toBeLessThan(0);
  });

  it('is 0 when the finger rested before lifting, or never moved', () => {
    const samples = [
      { offset: 0, time: 0 },
      { offset: 60, time: 40 },
    ];
    expect(releaseVelocity(samples, 400)).toBe(0);
    expect(releaseVelocity([{ offset: 0, time: 0 }], 5)).toBe(0);
  });
});
