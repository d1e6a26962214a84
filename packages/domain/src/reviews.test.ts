import { describe, expect, it } from 'vitest';
import { isReviewableStay, ratingSummary } from './reviews.ts';

describe('ratingSummary', () => {
  it('has no average without reviews', () => {
    expect(ratingSummary([])).toEqual({
      average: null,
      count: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it('averages the counts per star to one decimal', () => {
    const summary = ratingSummary([
      { rating: 5, count: 3 },
      { rating: 4, count: 2 },
      { rating: 2, count: 1 },
    ]);
    // (15 + 8 + 2) / 6 = 4.1666…
    expect(summary).toEqual({ average: 4.2, count: 6, distribution: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 3 } });
  });

  it('rounds halves up and keeps whole averages whole', () => {
    /** The average of [rating, count] pairs. */
    const averageOf = (...counts: [number, number][]) =>
      ratingSummary(counts.map(([rating, count]) => ({ rating, count }))).average;
    expect(averageOf([4, 1], [5, 1])).toBe(4.5);
    expect(averageOf([3, 4])).toBe(3);
    // 4.25 → 4.3
    expect(averageOf([4, 3], [5, 1])).toBe(4.3);
  });

  it('ignores ratings outside 1–5 and counts that are not positive whole numbers', () => {
    const summary = ratingSummary([
      { rating: 0, count: 2 },
      { rating: 6, count: 1 },
      { rating: 4.5, count: 1 },
      { rating: 1, count: -1 },
      { rating: 3, count: 1.5 },
      { rating: 2, count: 2 },
    ]);
    expect(summary).toEqual({ average: 2, count: 2, distribution: { 1: 0, 2: 2, 3: 0, 4: 0, 5: 0 } });
  });
});

describe('isReviewableStay', () => {
  const morning = new Date('2026-11-25T07:00:00Z'); // 10:00 in Istanbul
  const noon = new Date('2026-11-25T09:00:00Z'); // 12:00 in Istanbul

  it('accepts completed stays', () => {
    expect(isReviewableStay({ status: 'completed', checkOut: '2026-11-25' }, morning)).toBe(true);
  });

  it('accepts confirmed stays once the check-out time has passed in Istanbul', () => {
    expect(isReviewableStay({ status: 'confirmed', checkOut: '2026-11-25' }, morning)).toBe(false);
    expect(isReviewableStay({ status: 'confirmed', checkOut: '2026-11-25' }, noon)).toBe(true);
    expect(
      isReviewableStay({ status: 'confirmed', checkOut: '2026-11-25', checkOutTime: '12:30' }, noon),
    ).toBe(false);
    expect(isReviewableStay({ status: 'confirmed', checkOut: '2026-11-20' }, morning)).toBe(true);
  });

  it('refuses pending and cancelled stays whatever their dates', () => {
    expect(isReviewableStay({ status: 'pending', checkOut: '2026-11-01' }, noon)).toBe(false);
    expect(isReviewableStay({ status: 'cancelled', checkOut: '2026-11-01' }, noon)).toBe(false);
  });
});
