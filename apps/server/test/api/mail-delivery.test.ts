import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { createMailer, outboxDirectory } from '../../src/mail/create-mailer.ts';
import { renderMail } from '../../src/mail/render-mail.ts';
import { useTestApp } from '../helpers/app.ts';
import { extractCode, extractResetLink, startMailCatcher } from '../helpers/mail-catcher.ts';
import { parseMail } from '../helpers/parse-mail.ts';
import { useStarted } from '../helpers/use-started.ts';

describe('mail over SMTP (SMTP_URL set)', () => {
  const catcher = useStarted(startMailCatcher);
  const context = useTestApp(() => ({ SMTP_URL: catcher.url, MAIL_FROM: 'Konak <no-reply@konak.test>' }));

  it.each(SUPPORTED_LANGUAGES)('delivers a verification code in %s', async (language) => {
    const to = `guest-${language}@example.com`;
    await context.services.mailer.send({
      to,
      language,
      template: 'verification-code',
      data: { name: 'Ayşe Yılmaz', code: '705318', expiresInMinutes: 10 },
    });
    const expected = renderMail(
      {
        to,
        language,
        template: 'verification-code',
        data: { name: 'Ayşe Yılmaz', code: '705318', expiresInMinutes: 10 },
      },
      { publicUrl: context.services.config.PUBLIC_URL },
    );

    const mail = await catcher.waitForMail({ to, subject: expected.subject });
    expect(extractCode(mail)).toBe('705318');
    expect(mail.from).toBe('no-reply@konak.test');
    expect(mail.headers.get('from')).toBe('Konak <no-reply@konak.test>');
    expect(mail.headers.get('x-konak-template')).toBe('verification-code');
    expect(mail.text).toContain('Ayşe Yılmaz');
    expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(mail.html).toContain('data-code="705318"');
  });

  it('delivers a password-reset link that can be read back', async () => {
    const to = 'reset@example.com';
    const resetUrl = 'http://localhost:3000/en/reset-password?token=Zm9vYmFy_-';
    await context.services.mailer.send({
      to,
      language: 'en',
      template: 'password-reset',
      data: { name: 'Sam', resetUrl, expiresInMinutes: 60 },
    });
    expect(extractResetLink(await catcher.waitForMail({ to, subject: /password/i }))).toBe(resetUrl);
  });

  it('rejects when the SMTP server is unreachable', async () => {
    const mailer = createMailer({ ...context.services.config, SMTP_URL: 'smtp://127.0.0.1:9' });
    await expect(
      mailer.send({ to: 'x@example.com', language: 'tr', template: 'welcome', data: { name: 'X' } }),
    ).rejects.toThrow();
    await mailer.close?.();
  });
});

describe('mail without SMTP_URL (outbox)', () => {
  const context = useTestApp();

  it('writes one readable .eml per message, in sending order', async () => {
    const send = (to: string) =>
      context.services.mailer.send({
        to,
        language: 'ru',
        template: 'verification-code',
        data: { name: 'Иван', code: '264810', expiresInMinutes: 10 },
      });
    await send('first@example.com');
    await send('second@example.com');

    const directory = outboxDirectory(context.services.config);
    const files = (await readdir(directory)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-verification-code-[0-9a-f]{6}\.eml$/);

    const [first, second] = await Promise.all(
      files.map((file) => readFile(path.join(directory, file), 'utf8')),
    );
    expect(first).toMatch(/^To: first@example\.com\r$/m);
    expect(second).toMatch(/^To: second@example\.com\r$/m);
    const mail = parseMail(first ?? '');
    expect(mail.subject).toBe('Ваш код подтверждения Konak');
    expect(mail.headers.get('from')).toBe(context.services.config.MAIL_FROM);
    expect(extractCode(mail)).toBe('264810');
    expect(mail.text).toContain('Здравствуйте, Иван!');
    expect(mail.html).toContain('<html lang="ru" dir="ltr">');
  });
});
