import { describe, expect, it } from 'vitest';
import {
  canBookRefundable,
  cancellationOutcome,
  daysUntilCheckIn,
  GUARANTEE_FEE_PERCENT,
  guaranteeFeeCents,
  isValidGuaranteeFeePercent,
  lastFreeCancellationDate,
} from './cancellation.ts';
import { FREE_CANCELLATION_DAYS } from './stay-policy.ts';

describe('guaranteeFeeCents', () => {
  it('charges 20 % by default', () => {
    expect(GUARANTEE_FEE_PERCENT.default).toBe(20);
    expect(guaranteeFeeCents(50_000)).toBe(10_000);
    expect(guaranteeFeeCents(0)).toBe(0);
  });

  it('uses the apartment rate and rounds half up to the cent', () => {
    expect(guaranteeFeeCents(10_000, 15)).toBe(1_500);
    expect(guaranteeFeeCents(10_000, 25)).toBe(2_500);
    expect(guaranteeFeeCents(12_345, 20)).toBe(2_469);
    expect(guaranteeFeeCents(12_345, 17.5)).toBe(2_160); // 2160.375
    expect(guaranteeFeeCents(10, 15)).toBe(2); // 1.5
    expect(guaranteeFeeCents(30, 15)).toBe(5); // 4.5
    expect(guaranteeFeeCents(3, 16.5)).toBe(0); // 0.495
  });

  it('clamps rates outside 15–25 %', () => {
    expect(guaranteeFeeCents(10_000, 0)).toBe(1_500);
    expect(guaranteeFeeCents(10_000, 100)).toBe(2_500);
    expect(guaranteeFeeCents(10_000, -5)).toBe(1_500);
  });

  it('refuses invalid totals and rates', () => {
    expect(() => guaranteeFeeCents(-1)).toThrow(RangeError);
    expect(() => guaranteeFeeCents(10.5)).toThrow(RangeError);
    expect(() => guaranteeFeeCents(10_000, Number.NaN)).toThrow(RangeError);
  });

  it('validates a rate for admin input', () => {
    expect(isValidGuaranteeFeePercent(15)).toBe(true);
    expect(isValidGuaranteeFeePercent(25)).toBe(true);
    expect(isValidGuaranteeFeePercent(14.99)).toBe(false);
    expect(isValidGuaranteeFeePercent('20')).toBe(false);
  });
});

describe('days until check-in in Istanbul', () => {
  it('counts calendar days in Istanbul, not 24-hour periods', () => {
    expect(daysUntilCheckIn('2026-05-10', new Date('2026-05-03T09:00:00Z'))).toBe(7);
    // 23:59 on 3 May in Istanbul is still 7 days before; a minute later it is 6.
    expect(daysUntilCheckIn('2026-05-10', new Date('2026-05-03T20:59:00Z'))).toBe(7);
    expect(daysUntilCheckIn('2026-05-10', new Date('2026-05-03T21:00:00Z'))).toBe(6);
    expect(daysUntilCheckIn('2026-05-10', new Date('2026-05-10T08:00:00Z'))).toBe(0);
    expect(daysUntilCheckIn('2026-05-10', new Date('2026-05-12T08:00:00Z'))).toBe(-2);
  });

  it('names the last day of free cancellation, across month and year ends', () => {
    expect(lastFreeCancellationDate('2026-05-10')).toBe('2026-05-03');
    expect(lastFreeCancellationDate('2026-03-03')).toBe('2026-02-24');
    expect(lastFreeCancellationDate('2027-01-02')).toBe('2026-12-26');
  });

  it('allows refundable bookings only 7 or more days ahead', () => {
    expect(FREE_CANCELLATION_DAYS).toBe(7);
    expect(canBookRefundable('2026-05-10', new Date('2026-05-01T12:00:00Z'))).toBe(true);
    expect(canBookRefundable('2026-05-10', new Date('2026-05-03T20:59:59Z'))).toBe(true);
    expect(canBookRefundable('2026-05-10', new Date('2026-05-03T21:00:00Z'))).toBe(false);
    expect(canBookRefundable('2026-05-10', new Date('2026-05-09T12:00:00Z'))).toBe(false);
  });
});

describe('cancellationOutcome', () => {
  const base = {
    isRefundable: true,
    checkIn: '2026-05-10',
    now: new Date('2026-05-01T12:00:00Z'),
    paidCents: 50_000,
    guaranteeFeeCents: 10_000,
  };

  it('refunds what was paid minus the guarantee fee', () => {
    expect(cancellationOutcome(base)).toEqual({ allowed: true, refundCents: 40_000 });
  });

  it('never refunds a negative amount', () => {
    expect(cancellationOutcome({ ...base, paidCents: 5_000 })).toEqual({ allowed: true, refundCents: 0 });
    expect(cancellationOutcome({ ...base, paidCents: 0 })).toEqual({ allowed: true, refundCents: 0 });
  });

  it('allows cancelling on the last day of the window', () => {
    const now = new Date('2026-05-03T20:59:59Z');
    expect(cancellationOutcome({ ...base, now })).toEqual({ allowed: true, refundCents: 40_000 });
  });

  it('refuses within 7 days of check-in and after it', () => {
    for (const instant of [
      '2026-05-03T21:00:00Z',
      '2026-05-09T10:00:00Z',
      '2026-05-10T10:00:00Z',
      '2026-06-01T00:00:00Z',
    ]) {
      expect(cancellationOutcome({ ...base, now: new Date(instant) }), instant).toEqual({
        allowed: false,
        reason: 'within_7_days',
      });
    }
  });

  it('never allows cancelling a non-refundable booking', () => {
    expect(cancellationOutcome({ ...base, isRefundable: false })).toEqual({
      allowed: false,
      reason: 'non_refundable',
    });
    const late = { ...base, isRefundable: false, now: new Date('2026-05-09T10:00:00Z') };
    expect(cancellationOutcome(late)).toEqual({ allowed: false, reason: 'non_refundable' });
  });
});
