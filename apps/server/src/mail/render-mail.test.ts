import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mail-layout.ts';
import type { MailMessage, MailTemplate } from './mail-message.ts';
import { renderMail } from './render-mail.ts';
import { sampleReservationMailData } from './sample-reservation-mail-data.ts';

const publicUrl = 'https://konak.example';
const hostileName = `<script>alert("x")</script> & O'Brien`;
const resetUrl = 'https://konak.example/reset-password?token=abc&lang=en';

function messageFor(template: MailTemplate, language: MailMessage['language']): MailMessage {
  const base = { to: 'guest@example.com', language };
  switch (template) {
    case 'verification-code':
      return { ...base, template, data: { name: hostileName, code: '482913', expiresInMinutes: 10 } };
    case 'password-reset':
      return { ...base, template, data: { name: hostileName, resetUrl, expiresInMinutes: 60 } };
    case 'welcome':
      return { ...base, template, data: { name: hostileName } };
    case 'sign-in-attempts':
      return { ...base, template, data: { name: hostileName, failedAttempts: 20 } };
    case 'reservation-created':
      return { ...base, template, data: sampleReservationMailData({ name: hostileName }) };
    case 'reservation-confirmed':
      return {
        ...base,
        template,
        data: { ...sampleReservationMailData({ name: hostileName }), issuedAt: '2026-11-20T10:00:00Z' },
      };
    case 'reservation-cancelled':
      return {
        ...base,
        template,
        data: {
          ...sampleReservationMailData({ name: hostileName }),
          cancelledBy: 'user',
          cancelReason: 'Plans changed',
          refundAmount: 450,
        },
      };
    case 'reservation-booked-for':
      return {
        ...base,
        template,
        data: {
          bookerName: hostileName,
          reservationNumber: 'KNK-2611-7Q4M',
          type: 'apartment',
          startTime: null,
          title: 'Galata Loft',
          checkIn: '2026-12-01',
          checkOut: '2026-12-04',
        },
      };
    case 'owner-inquiry':
      return {
        ...base,
        template,
        data: {
          name: hostileName,
          email: 'owner@example.com',
          phone: '+90 5321234567',
          district: 'Beşiktaş',
          propertyType: 'apartment',
          bedrooms: 2,
          message: 'Sea view.\nFree from June.',
          language: 'ar',
          receivedAt: '2026-11-20T10:00:00Z',
        },
      };
    case 'owner-inquiry-received':
      return {
        ...base,
        template,
        data: {
          name: hostileName,
          district: 'Kadıköy',
          propertyType: 'studio',
          bedrooms: 0,
          ownersUrl: `${publicUrl}/${language}/owners`,
        },
      };
    case 'payment-receipt':
      return {
        ...base,
        template,
        data: {
          reservationNumber: 'KNK-2611-7Q4M',
          type: 'apartment',
          title: 'Galata Loft',
          checkIn: '2026-12-01',
          checkOut: '2026-12-04',
          guestName: hostileName,
          guestEmail: 'guest@example.com',
          guestPhone: '+905321234567',
          amountDue: 540,
          paymentDeadline: '2026-11-21T10:00:00Z',
          fileName: 'dekont.pdf',
          contentType: 'application/pdf',
          sizeBytes: 20_480,
          uploadedAt: '2026-11-20T10:00:00Z',
          content: Buffer.from('%PDF-1.4 receipt').toString('base64'),
        },
      };
    case 'channel-conflict':
      return {
        ...base,
        template,
        data: {
          apartmentNumber: '12',
          apartmentTitle: 'Galata Loft',
          reservationNumber: 'KNK-2611-7Q4M',
          checkIn: '2026-12-01',
          checkOut: '2026-12-04',
          guestName: hostileName,
          channel: 'airbnb',
          blockCheckIn: '2026-12-03',
          blockCheckOut: '2026-12-06',
          blockSummary: 'Reserved',
          dashboardUrl: `${publicUrl}/admin`,
        },
      };
  }
}

const templates: MailTemplate[] = [
  'verification-code',
  'password-reset',
  'welcome',
  'sign-in-attempts',
  'reservation-created',
  'reservation-confirmed',
  'reservation-cancelled',
  'reservation-booked-for',
  'owner-inquiry',
  'owner-inquiry-received',
  'payment-receipt',
  'channel-conflict',
];
const cases = templates.flatMap((template) =>
  SUPPORTED_LANGUAGES.map((language) => ({ template, language })),
);

describe('renderMail', () => {
  it.each(cases)(
    '$template in $language: subject, text and HTML with escaped data',
    ({ template, language }) => {
      const mail = renderMail(messageFor(template, language), { publicUrl });

      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain(hostileName);
      expect(mail.html).toContain(escapeHtml(hostileName));
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
      expect(mail.html).toContain('#ea580c');
      // No remote content: mail clients block it and it would track the reader.
      expect(mail.html).not.toMatch(/<img|<link|<script|url\(/i);
    },
  );

  it.each(templates)('%s has a different subject and body in every language', (template) => {
    const rendered = SUPPORTED_LANGUAGES.map((language) =>
      renderMail(messageFor(template, language), { publicUrl }),
    );
    expect(new Set(rendered.map((mail) => mail.subject)).size).toBe(SUPPORTED_LANGUAGES.length);
    expect(new Set(rendered.map((mail) => mail.text)).size).toBe(SUPPORTED_LANGUAGES.length);
  });

  it.each(SUPPORTED_LANGUAGES)(
    'verification code in %s: big, copyable, alone on its text line',
    (language) => {
      const mail = renderMail(messageFor('verification-code', language), { publicUrl });
      expect(mail.text).toMatch(/^\s*482913\s*$/m);
      const code = mail.html.match(/<span dir="ltr" data-code="482913" style="([^"]*)">482913<\/span>/);
      expect(code?.[1]).toContain('font-size:34px');
      expect(code?.[1]).toContain('user-select:all');
    },
  );

  it.each(SUPPORTED_LANGUAGES)('password reset in %s: the link as a button and written out', (language) => {
    const mail = renderMail(messageFor('password-reset', language), { publicUrl });
    const escapedUrl = escapeHtml(resetUrl);
    expect(mail.html).toContain(`<a href="${escapedUrl}"`);
    expect(mail.html).toContain(`>${escapedUrl}</a>`);
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain('60');
  });

  it('the receipt notice attaches the file as sent and gives the deadline in Istanbul time', () => {
    const mail = renderMail(messageFor('payment-receipt', 'tr'), { publicUrl });
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: 'dekont.pdf', contentType: 'application/pdf', encoding: 'base64' }),
    ]);
    expect(Buffer.from(mail.attachments[0]?.content ?? '', 'base64').toString()).toBe('%PDF-1.4 receipt');
    expect(mail.subject).toBe('Havale dekontu geldi: KNK-2611-7Q4M');
    expect(mail.text).toContain('21 Kas 2026 13:00 (İstanbul saati)');
    expect(mail.text).toContain('540,00');
  });

  it('welcome links to the home page in the recipient’s language', () => {
    expect(renderMail(messageFor('welcome', 'tr'), { publicUrl }).text).toContain('https://konak.example/\n');
    expect(renderMail(messageFor('welcome', 'ru'), { publicUrl }).text).toContain(
      'https://konak.example/ru/\n',
    );
  });

  it.each([
    ['tr', 'en az 20 başarısız giriş denemesi'],
    ['en', 'at least 20 failed attempts'],
    ['ar', '20 محاولة فاشلة على الأقل'],
    ['ru', 'не менее 20 неудачных попыток'],
  ] as const)(
    'sign-in attempts warning in %s: counts the attempts and says the account is not locked',
    (language, count) => {
      const mail = renderMail(messageFor('sign-in-attempts', language), { publicUrl });
      expect(mail.text).toContain(count);
      // No link to follow: a warning about an attack must not look like the phishing it warns about.
      expect(mail.html).not.toContain('<a ');
    },
  );

  it('Arabic mails are right-aligned throughout, with the code kept left-to-right', () => {
    const mail = renderMail(messageFor('verification-code', 'ar'), { publicUrl });
    expect(mail.html).toContain('<table role="presentation" dir="rtl"');
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).not.toContain('text-align:left');
    expect(mail.html).toContain('<span dir="ltr" data-code="482913"');
  });

  it('inflects the minutes per language', () => {
    const expiry = (language: MailMessage['language'], minutes: number) =>
      renderMail(
        {
          to: 'a@example.com',
          language,
          template: 'verification-code',
          data: { name: 'A', code: '123456', expiresInMinutes: minutes },
        },
        { publicUrl },
      ).text;
    expect(expiry('en', 1)).toContain('valid for 1 minute.');
    expect(expiry('en', 10)).toContain('valid for 10 minutes.');
    expect(expiry('ru', 1)).toContain('в течение 1 минуты');
    expect(expiry('ru', 10)).toContain('в течение 10 минут');
    expect(expiry('ar', 10)).toContain('10 دقائق');
    expect(expiry('ar', 15)).toContain('15 دقيقة');
    expect(expiry('tr', 10)).toContain('10 dakika');
  });

  it('refuses a link that is not http(s)', () => {
    const message: MailMessage = {
      to: 'a@example.com',
      language: 'en',
      template: 'password-reset',
      data: { name: 'A', resetUrl: 'javascript:alert(1)', expiresInMinutes: 60 },
    };
    expect(() => renderMail(message, { publicUrl })).toThrow(/unsafe mail link/);
  });
});
