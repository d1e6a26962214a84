import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { apartmentWordIn } from '@konak/domain/tours/apartment-words';
import { describe, expect, it } from 'vitest';
import { component, parseIcs, property } from '../../test/helpers/parse-ics.ts';
import type { ReservationRow } from '../modules/reservations/reservation-view.ts';
import { whatsappText } from '../modules/reservations/whatsapp-link.ts';
import { reservationSmsText } from '../sms/reservation-sms.ts';
import { renderMail } from './render-mail.ts';
import { sampleReservationMailData } from './sample-reservation-mail-data.ts';

const publicUrl = 'https://konak.example';
// A food tour at 18:00 for three and a half hours, met at a pier.
const tour = sampleReservationMailData({
  type: 'tour',
  title: 'Kadıköy food tour',
  checkIn: '2026-12-02',
  checkOut: '2026-12-03',
  nights: 1,
  startTime: '18:00',
  durationMinutes: 210,
  location: 'Kadıköy pier',
  freeCancellationUntil: '2026-11-25',
});
const cancelled = { ...tour, cancelledBy: 'user' as const, cancelReason: null, refundAmount: 90 };

describe('tour notices speak of departures, not stays', () => {
  it.each(SUPPORTED_LANGUAGES)('%s mails show the date and start time and no apartment word', (language) => {
    const mails = [
      renderMail(
        { to: 'a@example.com', language, template: 'reservation-created', data: tour },
        { publicUrl },
      ),
      renderMail(
        {
          to: 'a@example.com',
          language,
          template: 'reservation-confirmed',
          data: { ...tour, issuedAt: '2026-11-20T10:00:00.000Z' },
        },
        { publicUrl },
      ),
      renderMail(
        { to: 'a@example.com', language, template: 'reservation-cancelled', data: cancelled },
        { publicUrl },
      ),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain('18:00');
      expect(apartmentWordIn(`${mail.subject}\n${mail.text}`, language)).toBeNull();
    }
  });

  it('puts the tour in the calendar from its start time for its duration', () => {
    const mail = renderMail(
      {
        to: 'a@example.com',
        language: 'en',
        template: 'reservation-confirmed',
        data: { ...tour, issuedAt: '2026-11-20T10:00:00.000Z' },
      },
      { publicUrl },
    );
    expect(mail.text).toContain('Date and start time: 2 Dec 2026 at 18:00');
    expect(mail.text).toContain('Participants: 2 adults, 1 child');
    const event = component(parseIcs(String(mail.attachments[0]?.content)), 'VEVENT');
    expect(property(event, 'DTSTART')).toMatchObject({
      params: { TZID: 'Europe/Istanbul' },
      value: '20261202T180000',
    });
    expect(property(event, 'DTEND').value).toBe('20261202T213000');
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s SMS and WhatsApp text name the start time and no apartment word',
    (language) => {
      const sms = { ...tour, type: 'tour' as const, paymentDeadline: null, transfer: null };
      for (const notice of ['created', 'confirmed', 'cancelled'] as const) {
        const text = reservationSmsText(notice, sms, language);
        if (notice !== 'cancelled') expect(text).toContain('18:00');
        expect(apartmentWordIn(text, language)).toBeNull();
      }
      const row = {
        reservationNumber: 'KNK-2611-7Q4M',
        type: 'tour',
        checkIn: '2026-12-02',
        startTime: '18:00',
        adults: 2,
        children: 0,
        totalCents: 9000,
        paymentMethod: 'bank_transfer',
        guestName: 'Ayşe Yılmaz',
        language,
      } as ReservationRow;
      const whatsapp = whatsappText(row, undefined);
      expect(whatsapp).toContain('18:00');
      expect(apartmentWordIn(whatsapp, language)).toBeNull();
    },
  );
});
