import type { ReservationMailData } from './mail-message.ts';

/** A refundable three-night bank-transfer stay, for mail rendering tests and previews. */
export function sampleReservationMailData(overrides: Partial<ReservationMailData> = {}): ReservationMailData {
  return {
    name: 'Ayşe Yılmaz',
    reservationNumber: 'KNK-2611-7Q4M',
    type: 'apartment',
    title: 'Galata Loft with Bosphorus View',
    checkIn: '2026-12-01',
    checkOut: '2026-12-04',
    nights: 3,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    startTime: null,
    durationMinutes: null,
    location: 'Bereketzade Mah. Galata Kulesi Sok. 12, Beyoğlu, İstanbul',
    adults: 2,
    children: 1,
    totalPrice: 540,
    guaranteeFee: 90,
    paidAmount: 0,
    remainingAmount: 540,
    isRefundable: true,
    freeCancellationUntil: '2026-11-24',
    paymentMethod: 'bank_transfer',
    paymentDeadline: '2026-11-21T10:00:00.000Z',
    bankAccount: {
      bankName: 'Ziraat Bankası, Galata Şubesi',
      holder: 'Konak Turizm A.Ş.',
      iban: 'TR330006100519786457841326',
      isExample: false,
    },
    reservationsUrl: 'https://konak.example/en/reservations',
    bookedFor: null,
    ...overrides,
  };
}
