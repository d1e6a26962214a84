import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mail-layout.ts';
import type { BookedForMailData } from './mail-message.ts';
import { renderMail } from './render-mail.ts';
import { reservationMailTexts } from './texts/reservation/reservation-mail-texts.ts';

const publicUrl = 'https://konak.example';
const stay: BookedForMailData = {
  bookerName: 'Ali <b>Veli</b>',
  reservationNumber: 'KNK-2611-7Q4M',
  type: 'apartment',
  title: 'Galata Loft with Bosphorus View',
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  startTime: null,
};

const render = (language: Language, data: BookedForMailData = stay) =>
  renderMail({ to: 'friend@example.com', language, template: 'reservation-booked-for', data }, { publicUrl });

const home = (language: Language) =>
  language === 'tr' ? 'https://konak.example/' : `https://konak.example/${language}/`;

describe('the short notice to someone a member booked for', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'in %s: names the member, the listing, the dates and the number, in text and HTML',
    (language) => {
      const mail = render(language);
      expect(mail.subject).toContain('KNK-2611-7Q4M');
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('KNK-2611-7Q4M');
        expect(part).toContain('Galata Loft with Bosphorus View');
      }
      expect(mail.text).toContain('Ali <b>Veli</b>');
      expect(mail.html).toContain(escapeHtml('Ali <b>Veli</b>'));
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(mail.attachments).toEqual([]);
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    'in %s: no prices and no link but the home page in the language',
    (language) => {
      const mail = render(language);
      expect(mail.text).not.toMatch(/€|EUR|\d+[.,]\d{2}/);
      expect(mail.text).not.toContain('reservations');
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(hrefs).toEqual([home(language)]);
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([home(language)]);
    },
  );

  it('reads naturally in English, dates without times', () => {
    const { subject, text } = render('en');
    expect(subject).toBe('A reservation was made for you at Konak (KNK-2611-7Q4M)');
    expect(text).toContain('A Konak member has booked an apartment stay for you:');
    expect(text).toContain('Booked by: Ali <b>Veli</b>');
    expect(text).toContain('Check-in: 1 Dec 2026\n');
    expect(text).toContain('Check-out: 4 Dec 2026\n');
    expect(text).toContain('If you do not know this person, you can ignore this e-mail.');
  });

  it('gives a tour its one date and its start time', () => {
    const tour = {
      ...stay,
      type: 'tour' as const,
      title: 'Boğaz turu',
      checkOut: '2026-12-02',
      startTime: '16:30',
    };
    const { text } = render('tr', tour);
    expect(text).toContain('Bir Konak üyesi sizin için bir tur rezervasyonu yaptı:');
    expect(text).toContain('Tur: Boğaz turu');
    expect(text).toContain('Tarih ve başlangıç saati: 1 Ara 2026, saat 16:30');
    expect(text).not.toContain('Çıkış');
  });

  it.each(SUPPORTED_LANGUAGES)(
    'in %s: a member whose name had nothing printable is "a Konak member"',
    (language) => {
      const { labels, bookedFor } = reservationMailTexts[language];
      const { text } = render(language, { ...stay, bookerName: '' });
      expect(text).toContain(`${labels.bookedBy}: ${bookedFor.someone}\n`);
    },
  );
});
