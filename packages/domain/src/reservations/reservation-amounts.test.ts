import { describe, expect, it } from 'vitest';
import { cancellationOutcome, guaranteeFeeCents } from '../cancellation.ts';
import { paymentStatusOf, refundAfterGuaranteeFee, remainingCentsOf } from './reservation-amounts.ts';

describe('payment status from the amounts', () => {
  it('follows what has been paid', () => {
    expect(paymentStatusOf({ totalCents: 50_000, paidCents: 0, refundCents: 0 })).toBe('pending');
    expect(paymentStatusOf({ totalCents: 50_000, paidCents: 10_000, refundCents: 0 })).toBe('partially_paid');
    expect(paymentStatusOf({ totalCents: 50_000, paidCents: 50_000, refundCents: 0 })).toBe('paid');
  });

  it('is refunded when everything paid comes back, partially refunded when something is kept', () => {
    expect(paymentStatusOf({ totalCents: 60_000, paidCents: 60_000, refundCents: 60_000 })).toBe('refunded');
    expect(paymentStatusOf({ totalCents: 60_000, paidCents: 60_000, refundCents: 50_000 })).toBe(
      'partially_refunded',
    );
  });

  it('stays pending while nothing is recorded, even for a free booking', () => {
    expect(paymentStatusOf({ totalCents: 0, paidCents: 0, refundCents: 0 })).toBe('pending');
  });
});

describe('remaining amount', () => {
  it('is what is left to pay, never negative, and nothing once cancelled', () => {
    expect(remainingCentsOf('pending', 50_000, 10_000)).toBe(40_000);
    expect(remainingCentsOf('confirmed', 50_000, 60_000)).toBe(0);
    expect(remainingCentsOf('cancelled', 50_000, 10_000)).toBe(0);
  });
});

describe('refund arithmetic at the 7-day boundary (Europe/Istanbul)', () => {
  // A refundable stay of 500 € at the default 20 %: the guest pays 600 €, the fee of 100 € is kept.
  const stayCents = 50_000;
  const feeCents = guaranteeFeeCents(stayCents);
  const paidCents = stayCents + feeCents;
  const checkIn = '2026-05-10';
  const cancelAt = (instant: string) =>
    cancellationOutcome({
      isRefundable: true,
      checkIn,
      now: new Date(instant),
      paidCents,
      guaranteeFeeCents: feeCents,
    });

  it('refunds paid − fee until 23:59:59 Istanbul time seven days before check-in', () => {
    expect(feeCents).toBe(10_000);
    // 3 May 23:59:59 in Istanbul is 20:59:59 UTC.
    expect(cancelAt('2026-05-03T20:59:59Z')).toEqual({ allowed: true, refundCents: 50_000 });
    expect(refundAfterGuaranteeFee(paidCents, feeCents)).toBe(50_000);
    expect(paymentStatusOf({ totalCents: paidCents, paidCents, refundCents: 50_000 })).toBe(
      'partially_refunded',
    );
  });

  it('refuses from midnight in Istanbul, although it is still 3 May in UTC', () => {
    expect(cancelAt('2026-05-03T21:00:00Z')).toEqual({ allowed: false, reason: 'within_7_days' });
  });

  it('keeps only what was paid when less than the fee came in', () => {
    expect(refundAfterGuaranteeFee(6_000, feeCents)).toBe(0);
    expect(refundAfterGuaranteeFee(0, feeCents)).toBe(0);
  });
});
