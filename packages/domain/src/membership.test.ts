import { describe, expect, it } from 'vitest';
import {
  keptCents,
  MEMBERSHIP_THRESHOLDS_CENTS,
  membershipStatus,
  membershipTier,
  totalSpentCents,
} from './membership.ts';

describe('membershipStatus', () => {
  it('starts at Bronze', () => {
    expect(membershipStatus(0)).toEqual({ tier: 'bronze', nextTier: 'silver', centsToNextTier: 100_000 });
    expect(membershipStatus(99_999)).toEqual({ tier: 'bronze', nextTier: 'silver', centsToNextTier: 1 });
  });

  it('switches tier exactly at each threshold', () => {
    expect(membershipStatus(100_000)).toEqual({ tier: 'silver', nextTier: 'gold', centsToNextTier: 200_000 });
    expect(membershipStatus(299_999)).toEqual({ tier: 'silver', nextTier: 'gold', centsToNextTier: 1 });
    expect(membershipStatus(300_000)).toEqual({
      tier: 'gold',
      nextTier: 'platinum',
      centsToNextTier: 450_000,
    });
    expect(membershipStatus(749_999)).toEqual({ tier: 'gold', nextTier: 'platinum', centsToNextTier: 1 });
    expect(membershipStatus(750_000)).toEqual({ tier: 'platinum', nextTier: null, centsToNextTier: null });
    expect(membershipStatus(10_000_000)).toEqual({ tier: 'platinum', nextTier: null, centsToNextTier: null });
  });

  it('keeps the thresholds in euros as the brief states', () => {
    expect(MEMBERSHIP_THRESHOLDS_CENTS).toEqual({
      bronze: 0,
      silver: 100_000,
      gold: 300_000,
      platinum: 750_000,
    });
  });

  it('treats negative totals as nothing spent and refuses NaN', () => {
    expect(membershipTier(-500)).toBe('bronze');
    expect(membershipStatus(-500).centsToNextTier).toBe(100_000);
    expect(() => membershipStatus(Number.NaN)).toThrow(RangeError);
    expect(() => membershipStatus(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('totalSpentCents', () => {
  it('counts only money paid and kept: nothing for an unpaid booking, the kept fee of a cancelled one', () => {
    expect(
      totalSpentCents([
        // Booked, not paid yet.
        { paidCents: 0, refundCents: 0, refundedCents: 0 },
        // Paid in full.
        { paidCents: 50_000, refundCents: 0, refundedCents: 0 },
        // Cancelled after paying 36,000 with a 6,000 guarantee fee: 30,000 owed back, not yet paid out.
        { paidCents: 36_000, refundCents: 30_000, refundedCents: 0 },
        // The same, refund paid out.
        { paidCents: 36_000, refundCents: 30_000, refundedCents: 30_000 },
      ]),
    ).toBe(50_000 + 6_000 + 6_000);
  });

  it('never counts below zero', () => {
    expect(keptCents({ paidCents: 100, refundCents: 0, refundedCents: 200 })).toBe(0);
  });
});
