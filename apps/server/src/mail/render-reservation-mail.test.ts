import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { component, parseIcs, property } from '../../test/helpers/parse-ics.ts';
import type { ReservationCancelledMailData } from './mail-message.ts';
import { renderMail } from './render-mail.ts';
import { sampleReservationMailData } from './sample-reservation-mail-data.ts';

const publicUrl = 'https://konak.example';
const data = sampleReservationMailData();

/** The booking mail to a member who booked for themselves, with `changes` to the sample booking. */
const renderCreated = (language: Language, changes: Partial<typeof data> = {}) =>
  renderMail(
    { to: 'a@example.com', language, template: 'reservation-created', data: { ...data, ...changes } },
    { publicUrl },
  );

describe('reservation mails', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'created in %s: number, stay, amounts and the 24-hour receipt rule',
    (language) => {
      const mail = renderCreated(language);
      expect(mail.subject).toContain('KNK-2611-7Q4M');
      expect(mail.text).toContain('KNK-2611-7Q4M');
      expect(mail.text).toContain('Galata Loft with Bosphorus View');
      expect(mail.text).toContain('14:00');
      expect(mail.text).toContain('24');
      // 21 Nov 10:00 UTC is 13:00 in Istanbul.
      expect(mail.text).toContain('13:00');
      expect(mail.text).toMatch(/540[.,]00/);
      expect(mail.text).toContain('https://konak.example/en/reservations');
      expect(mail.attachments).toEqual([]);
    },
  );

  it('created in English reads naturally', () => {
    const mail = renderCreated('en');
    for (const line of [
      'Check-in: 1 Dec 2026, from 14:00',
      'Check-out: 4 Dec 2026, until 11:00 (3 nights)',
      'Guests: 2 adults, 1 child',
      'Guarantee fee (not refundable): €90.00',
      'Free cancellation until 24 Nov 2026',
      'by 21 Nov 2026, 13:00 (Istanbul time)',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('inflects guests and nights in Russian and Arabic', () => {
    const ru = renderCreated('ru', { adults: 5 });
    expect(ru.text).toContain('5 взрослых, 1 ребёнок');
    expect(ru.text).toContain('3 ночи');
    const ar = renderCreated('ar', { children: 0 });
    expect(ar.text).toContain('بالغان');
    expect(ar.text).toContain('3 ليالٍ');
  });

  it.each(SUPPORTED_LANGUAGES)('confirmed in %s carries the stay as a parseable .ics file', (language) => {
    const mail = renderMail(
      {
        to: 'a@example.com',
        language,
        template: 'reservation-confirmed',
        data: { ...data, issuedAt: '2026-11-20T11:00:00Z' },
      },
      { publicUrl },
    );
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file?.filename).toBe('KNK-2611-7Q4M.ics');
    expect(file?.contentType).toMatch(/^text\/calendar/);
    const event = component(parseIcs(file?.content ?? ''), 'VEVENT');
    expect(property(event, 'DTSTART').value).toBe('20261201T140000');
    expect(property(event, 'DTEND').value).toBe('20261204T110000');
    expect(property(event, 'LOCATION').value).toContain('Galata Kulesi Sok. 12');
    expect(property(event, 'UID').value).toBe('KNK-2611-7Q4M@konak.example');
  });

  it('cancelled names who cancelled, the refund and that the fee is kept', () => {
    const cancelled: ReservationCancelledMailData = {
      ...data,
      paidAmount: 540,
      cancelledBy: 'user',
      cancelReason: 'Customer request',
      refundAmount: 450,
    };
    const mail = renderMail(
      { to: 'a@example.com', language: 'en', template: 'reservation-cancelled', data: cancelled },
      { publicUrl },
    );
    expect(mail.subject).toBe('Your reservation KNK-2611-7Q4M has been cancelled');
    expect(mail.text).toContain('cancelled as you asked');
    expect(mail.text).toContain('We will refund €450.00 to you.');
    expect(mail.text).toContain('The guarantee fee is not refunded.');
    const bySystem = renderMail(
      {
        to: 'a@example.com',
        language: 'tr',
        template: 'reservation-cancelled',
        data: { ...cancelled, cancelledBy: 'system', paidAmount: 0, refundAmount: 0 },
      },
      { publicUrl },
    );
    expect(bySystem.text).toContain('24 saat içinde ulaşmadığı için');
    expect(bySystem.text).toContain('İade edilecek bir tutar yok.');
    expect(bySystem.text).not.toContain('Garanti ücreti iade edilmez.');
  });
});

describe('a member’s mails of a booking for someone else', () => {
  it.each(SUPPORTED_LANGUAGES)('in %s name whom the stay is for', (language) => {
    const mail = renderMail(
      {
        to: 'ali@example.com',
        language,
        template: 'reservation-created',
        data: { ...data, name: 'Ali Veli', bookedFor: 'Ayşe Yılmaz' },
      },
      { publicUrl },
    );
    expect(mail.text).toContain('Ali Veli');
    expect(mail.text).toContain(': Ayşe Yılmaz\n');
  });

  it('and say nothing of it when the member booked for themselves', () => {
    const mail = renderCreated('en');
    expect(mail.text).not.toContain('Booked for');
  });
});
