import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  hasCheckedOut,
  isReceiptOverdue,
  istanbulTime,
  paymentDeadline,
} from './reservation-lifecycle.ts';

describe('bank-transfer receipt deadline', () => {
  const createdAt = new Date('2026-11-20T10:00:00Z');
  const pending = {
    status: 'pending' as const,
    paymentMethod: 'bank_transfer' as const,
    paidCents: 0,
    createdAt,
  };

  it('is 24 hours after booking, for bank transfers only', () => {
    expect(paymentDeadline(createdAt, 'bank_transfer')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(paymentDeadline(createdAt, 'pay_at_door')).toBeNull();
  });

  it('is overdue from the 24th hour on, not a millisecond earlier', () => {
    expect(isReceiptOverdue(pending, new Date('2026-11-21T09:59:59.999Z'))).toBe(false);
    expect(isReceiptOverdue(pending, new Date('2026-11-21T10:00:00Z'))).toBe(true);
  });

  it('stops once money is recorded, the reservation is confirmed or the method is not a transfer', () => {
    const late = new Date('2026-11-25T00:00:00Z');
    expect(isReceiptOverdue({ ...pending, paidCents: 100 }, late)).toBe(false);
    expect(isReceiptOverdue({ ...pending, status: 'confirmed' }, late)).toBe(false);
    expect(isReceiptOverdue({ ...pending, status: 'cancelled' }, late)).toBe(false);
    expect(isReceiptOverdue({ ...pending, paymentMethod: 'pay_at_door' }, late)).toBe(false);
  });
});

describe('check-out in Istanbul', () => {
  it('reads the Istanbul wall clock', () => {
    expect(istanbulTime(new Date('2026-06-10T07:59:00Z'))).toBe('10:59');
    expect(istanbulTime(new Date('2026-06-10T21:30:00Z'))).toBe('00:30');
  });

  it('is reached at 11:00 Istanbul time on the check-out day', () => {
    expect(hasCheckedOut('2026-06-10', new Date('2026-06-10T07:59:59Z'))).toBe(false);
    expect(hasCheckedOut('2026-06-10', new Date('2026-06-10T08:00:00Z'))).toBe(true);
    expect(hasCheckedOut('2026-06-10', new Date('2026-06-09T22:00:00Z'))).toBe(false);
    expect(hasCheckedOut('2026-06-10', new Date('2026-06-11T00:00:00Z'))).toBe(true);
    expect(hasCheckedOut('2026-06-10', new Date('2026-06-10T09:00:00Z'), '12:30')).toBe(false);
  });
});

describe('status changes', () => {
  it('lets pending become confirmed or cancelled, confirmed become cancelled or completed', () => {
    expect(canChangeStatus('pending', 'confirmed')).toBe(true);
    expect(canChangeStatus('pending', 'cancelled')).toBe(true);
    expect(canChangeStatus('confirmed', 'completed')).toBe(true);
    expect(canChangeStatus('confirmed', 'cancelled')).toBe(true);
  });

  it('keeps cancelled and completed final and never skips confirmation', () => {
    expect(canChangeStatus('pending', 'completed')).toBe(false);
    expect(canChangeStatus('cancelled', 'pending')).toBe(false);
    expect(canChangeStatus('cancelled', 'confirmed')).toBe(false);
    expect(canChangeStatus('completed', 'cancelled')).toBe(false);
    expect(canChangeStatus('confirmed', 'pending')).toBe(false);
  });
});
