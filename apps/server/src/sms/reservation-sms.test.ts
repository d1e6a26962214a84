import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { type ReservationSmsData, reservationSmsText } from './reservation-sms.ts';

const bankTransfer: ReservationSmsData = {
  reservationNumber: 'KNK-2611-7Q4M',
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  type: 'apartment',
  checkInTime: '14:00',
  startTime: null,
  paymentDeadline: new Date('2026-11-21T10:00:00Z'),
  transfer: { iban: 'TR330006100519786457841326', amount: 540, isExample: false },
};

describe('the "received" text of a bank transfer', () => {
  it.each(SUPPORTED_LANGUAGES)('in %s: IBAN, amount, reference and deadline, short', (language) => {
    const text = reservationSmsText('created', bankTransfer, language);
    expect(text).toContain('TR33 0006 1005 1978 6457 8413 26');
    expect(text).toMatch(/540[.,]00/);
    // The reference appears twice: the reservation, then as what to write on the transfer.
    expect(text.split('KNK-2611-7Q4M')).toHaveLength(3);
    expect(text).toContain('13:00');
    expect(text).not.toMatch(/https?:/);
    // Four concatenated segments at most, even in Unicode (67 characters each).
    expect(text.length).toBeLessThanOrEqual(4 * 67);
  });

  it('says when the account is the built-in example', () => {
    const text = reservationSmsText(
      'created',
      { ...bankTransfer, transfer: { iban: 'TR470000000000000000000000', amount: 540, isExample: true } },
      'tr',
    );
    expect(text).toContain('Örnek hesap (demo site): para göndermeyin.');
    expect(text.length).toBeLessThanOrEqual(4 * 67);
  });

  it('without a transfer to make it says nothing about one', () => {
    const text = reservationSmsText(
      'created',
      { ...bankTransfer, paymentDeadline: null, transfer: null },
      'en',
    );
    expect(text).toBe('Konak: we received your reservation KNK-2611-7Q4M (1 Dec 2026 - 4 Dec 2026).');
  });
});
