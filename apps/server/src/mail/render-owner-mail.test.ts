import { describe, expect, it } from 'vitest';
import type { MailMessage, OwnerInquiryMailData } from './mail-message.ts';
import { renderMail } from './render-mail.ts';

const publicUrl = 'https://konak.example';
const inquiry: OwnerInquiryMailData = {
  name: 'Олег Петров',
  email: 'oleg@example.com',
  phone: '+7 9161234567',
  district: 'Şişli',
  propertyType: 'villa',
  bedrooms: 3,
  message: 'Вид на море.\n\nСвободна с июня.',
  language: 'ru',
  receivedAt: '2026-11-20T10:00:00Z',
};

const render = (message: MailMessage) => renderMail(message, { publicUrl });

describe('owners page mails', () => {
  it('tells the operator everything the owner sent, in Turkish, and asks to answer in the owner’s language', () => {
    const mail = render({ to: 'ops@example.com', language: 'tr', template: 'owner-inquiry', data: inquiry });
    expect(mail.subject).toBe('Yeni ev sahibi başvurusu: Олег Петров (Şişli)');
    for (const line of [
      'E-posta: oleg@example.com',
      'Telefon: +7 9161234567',
      'Mülk türü: Villa',
      'Yatak odası: 3 yatak odası',
      'Başvuru dili: Rusça',
      'Alınma zamanı: 20 Kas 2026 13:00',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('Başvuru Rusça yazıldı');
    // Each line of the message stays a line of its own in the HTML.
    expect(mail.html).toMatch(/>Вид на море\.<\/p>\s*<p[^>]*>Свободна с июня\.<\/p>/);
  });

  it('acknowledges the enquiry in the owner’s language with a link to the owners page', () => {
    const mail = render({
      to: inquiry.email,
      language: 'ru',
      template: 'owner-inquiry-received',
      data: { ...inquiry, bedrooms: 2, ownersUrl: `${publicUrl}/ru/owners` },
    });
    expect(mail.subject).toBe('Мы получили вашу заявку о вашем объекте');
    expect(mail.text).toContain('Здравствуйте');
    expect(mail.text).toContain('Спальни: 2 спальни');
    expect(mail.html).toContain('href="https://konak.example/ru/owners"');
    expect(mail.text).not.toContain(inquiry.phone);
  });

  it('says "studio" for no bedroom and inflects the count in Arabic', () => {
    const text = (bedrooms: number) =>
      render({
        to: inquiry.email,
        language: 'ar',
        template: 'owner-inquiry-received',
        data: { ...inquiry, bedrooms, ownersUrl: `${publicUrl}/ar/owners` },
      }).text;
    expect(text(0)).toContain('استوديو');
    expect(text(2)).toContain('غرفتا نوم');
    expect(text(4)).toContain('4 غرف نوم');
    expect(text(12)).toContain('12 غرفة نوم');
  });
});
