import { describe, expect, it } from 'vitest';
import { closeBlockedNights, FEED_POLL_MS, isFeedFlagged, nextFetchDelayMs } from './feed-blocks.ts';

describe('closeBlockedNights', () => {
  const row = {
    date: '2026-12-02',
    priceCents: 15000,
    originalPriceCents: 18000,
    minStayNights: 2,
    isClosed: false,
  };

  it('closes every blocked night in the window, keeping a row and adding base-price rows, in date order', () => {
    const nights = closeBlockedNights(
      [row, { ...row, date: '2026-12-09' }],
      [{ checkIn: '2026-11-30', checkOut: '2026-12-03' }],
      9000,
      '2026-12-01',
      '2026-12-10',
    );
    expect(nights).toEqual([
      { date: '2026-12-01', priceCents: 9000, originalPriceCents: null, minStayNights: 1, isClosed: true },
      { ...row, isClosed: true },
      { ...row, date: '2026-12-09' },
    ]);
  });

  it('leaves the check-out day open (half-open) and nights outside the window out', () => {
    const nights = closeBlockedNights(
      [],
      [{ checkIn: '2026-12-05', checkOut: '2026-12-20' }],
      9000,
      '2026-12-01',
      '2026-12-06',
    );
    expect(nights.map((night) => night.date)).toEqual(['2026-12-05', '2026-12-06']);
    expect(
      closeBlockedNights(
        [],
        [{ checkIn: '2026-12-01', checkOut: '2026-12-02' }],
        9000,
        '2026-12-02',
        '2026-12-04',
      ),
    ).toEqual([]);
  });
});

describe('feed backoff', () => {
  it('polls every 15 minutes, doubles after each failure up to 6 hours, and flags after 4 failures', () => {
    expect(nextFetchDelayMs(0)).toBe(FEED_POLL_MS);
    expect(nextFetchDelayMs(1)).toBe(FEED_POLL_MS);
    expect(nextFetchDelayMs(2)).toBe(2 * FEED_POLL_MS);
    expect(nextFetchDelayMs(3)).toBe(4 * FEED_POLL_MS);
    expect(nextFetchDelayMs(20)).toBe(6 * 60 * 60_000);
    expect(isFeedFlagged(3)).toBe(false);
    expect(isFeedFlagged(4)).toBe(true);
  });
});
