import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { ownerInquiries } from '../../src/db/schema/owner-inquiries.ts';
import { JOB_KINDS } from '../../src/jobs/job-kinds.ts';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import { buildTestApp, useTestApp } from '../helpers/app.ts';
import { type MailCatcher, startMailCatcher } from '../helpers/mail-catcher.ts';
import { decodeEncodedWords } from '../helpers/parse-mail.ts';
import { randomIp, recordingMailer, type TestContext, uniqueEmail } from './auth-fixtures.ts';

const OPERATOR = 'owners-desk@konak.test';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: '  Mehmet Demir ',
  email: uniqueEmail('owner').toUpperCase(),
  phone: '+90 532 123 45 67',
  district: 'Beşiktaş',
  propertyType: 'apartment',
  bedrooms: 2,
  message: '  Deniz manzaralı, 2019 yapımı bina.\nHaziran’dan itibaren boş.  ',
  consent: true,
  website: '',
  ...overrides,
});

function sender(context: TestContext) {
  return (payload: unknown, { language = 'en', ip = randomIp() } = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/owners/inquiries',
      headers: { 'accept-language': language, 'x-forwarded-for': ip },
      payload: payload as Record<string, unknown>,
    });
}

const inquiryJobs = (context: TestContext) =>
  context.db.select().from(jobs).where(eq(jobs.kind, JOB_KINDS.ownerInquiryMail));

describe('POST /api/owners/inquiries', () => {
  let context: TestContext;
  let catcher: MailCatcher;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    context = await buildTestApp({
      SMTP_URL: catcher.url,
      OPERATOR_EMAIL: OPERATOR,
      PUBLIC_URL: 'https://konak.example',
    });
    send = sender(context);
  });
  afterAll(async () => {
    await context.app.close();
    await catcher.close();
  });

  it('keeps the enquiry normalised and answers in the page language', async () => {
    const body = enquiry();
    const response = await send(body, { language: 'ru' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message:
        'Спасибо, Mehmet Demir! Мы получили вашу заявку и свяжемся с вами в течение одного рабочего дня.',
    });
    const email = String(body.email).toLowerCase();
    const [row] = await context.db.select().from(ownerInquiries).where(eq(ownerInquiries.email, email));
    expect(row).toMatchObject({
      name: 'Mehmet Demir',
      phone: '+90 5321234567',
      district: 'Beşiktaş',
      propertyType: 'apartment',
      bedrooms: 2,
      message: 'Deniz manzaralı, 2019 yapımı bina.\nHaziran’dan itibaren boş.',
      language: 'ru',
      consentedAt: expect.any(Date),
    });
    // Both mails wait in the job table, queued with the row.
    const queued = (await inquiryJobs(context)).filter((job) => job.payload.inquiryId === row?.id);
    expect(queued.map((job) => job.payload.mail).sort()).toEqual(['operator', 'owner']);
  });

  it('mails the operator (replies go to the owner) and acknowledges to the owner in their language', async () => {
    const body = enquiry({ name: 'Layla Haddad', district: 'Kadıköy', propertyType: 'villa', bedrooms: 4 });
    expect((await send(body, { language: 'ar' })).statusCode).toBe(201);
    await runAllDueJobs(context.services, { now: new Date() });
    const email = String(body.email).toLowerCase();

    const notice = await catcher.waitForMail({ to: OPERATOR, subject: /Layla Haddad/ });
    expect(notice.subject).toBe('Yeni ev sahibi başvurusu: Layla Haddad (Kadıköy)');
    expect(notice.headers.get('x-konak-template')).toBe('owner-inquiry');
    expect(decodeEncodedWords(notice.headers.get('reply-to') ?? '')).toBe(email);
    for (const line of [`E-posta: ${email}`, 'Telefon: +90 5321234567', 'Mülk türü: Villa']) {
      expect(notice.text).toContain(line);
    }
    expect(notice.text).toContain('Başvuru dili: Arapça');
    expect(notice.text).toContain('Haziran’dan itibaren boş.');

    const acknowledgement = await catcher.waitForMail({ to: email });
    expect(acknowledgement.subject).toBe('استلمنا طلبك بشأن عقارك');
    expect(acknowledgement.html).toContain('<html lang="ar" dir="rtl">');
    expect(acknowledgement.html).toContain('href="https://konak.example/ar/owners"');
    expect(acknowledgement.text).toContain('4 غرف نوم');
  });

  it('answers 400 with a translated message on every field that breaks a rule', async () => {
    const response = await send(
      enquiry({
        name: 'M',
        email: 'not-an-address',
        phone: '+90 532',
        district: 'Atlantis',
        propertyType: 'castle',
        bedrooms: 25,
        message: 'x'.repeat(2001),
        consent: false,
      }),
      { language: 'tr' },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'validation_failed', type: 'validation' });
    const byField = Object.fromEntries(
      (body.errors as { field: string; message: string }[]).map(({ field, message }) => [field, message]),
    );
    expect(byField).toEqual({
      name: 'Ad soyad en az 2 karakter olmalıdır.',
      email: 'Lütfen geçerli bir e-posta adresi girin.',
      phone: expect.stringMatching(/10/),
      district: 'Lütfen mülkün bulunduğu ilçeyi seçin.',
      propertyType: 'Lütfen mülkün türünü seçin.',
      bedrooms: 'Lütfen yatak odası sayısını seçin (stüdyo için 0, en fazla 20).',
      message: 'Mesaj en fazla 2000 karakter olabilir.',
      consent: 'Lütfen mülkünüzle ilgili sizinle iletişime geçmemize izin verin.',
    });
  });

  it('requires the consent and refuses numbers sent as text', async () => {
    const { consent: _consent, ...withoutConsent } = enquiry();
    const missing = await send(withoutConsent);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'consent', message: 'Please allow us to contact you about your property.' },
    ]);
    const asText = await send(enquiry({ bedrooms: '2' }));
    expect(asText.json().errors).toEqual([
      {
        field: 'bedrooms',
        message: 'Please choose the number of bedrooms (0 for a studio, at most 20).',
      },
    ]);
  });

  it('answers odd bodies with a 4xx, never a 500', async () => {
    const inject = (payload: string, contentType = 'application/json') =>
      context.app.inject({
        method: 'POST',
        url: '/api/owners/inquiries',
        headers: { 'content-type': contentType, 'x-forwarded-for': randomIp() },
        payload,
      });
    expect((await inject('[1,2]')).statusCode).toBe(400);
    expect((await inject('null')).statusCode).toBe(400);
    expect((await inject('{"name":')).statusCode).toBe(400);
    expect((await inject('name=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    const huge = await inject(JSON.stringify(enquiry({ message: 'ş'.repeat(20_000) })));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });

  it('answers a filled honeypot like a success but keeps and mails nothing', async () => {
    const body = enquiry({ website: 'https://cheap-pills.example' });
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('Mehmet Demir');
    const email = String(body.email).toLowerCase();
    expect(await context.db.select().from(ownerInquiries).where(eq(ownerInquiries.email, email))).toEqual([]);
  });

  it('takes 5 enquiries an hour from one address, then 429 with Retry-After and a translated message', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send(enquiry(), { ip })).statusCode).toBe(201);
    }
    const refused = await send(enquiry(), { ip, language: 'en' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message:
        'You have already sent several enquiries from this connection in the last hour. Please try again in 60 minutes, or call us.',
    });
    // Another address is not affected.
    expect((await send(enquiry())).statusCode).toBe(201);
  });
});

describe('an owner enquiry while the mail server is down', () => {
  const mail = recordingMailer();
  const context = useTestApp({ OPERATOR_EMAIL: OPERATOR }, { mailer: mail.mailer });

  it('is kept, and its mail goes out when the job is retried', async () => {
    const body = enquiry();
    expect((await sender(context)(body)).statusCode).toBe(201);
    mail.mailer.failNext = true;
    const now = new Date();
    await runAllDueJobs(context.services, { now });
    const email = String(body.email).toLowerCase();
    const [row] = await context.db.select().from(ownerInquiries).where(eq(ownerInquiries.email, email));
    expect(row).toBeDefined();
    // One of the two mails failed and waits for its retry; the other went out.
    expect(mail.sent.filter((message) => message.template.startsWith('owner-inquiry'))).toHaveLength(1);
    const waiting = (await inquiryJobs(context)).filter((job) => job.status === 'pending');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.lastError).toContain('SMTP is down');

    await runAllDueJobs(context.services, { now: new Date(now.getTime() + 60_000) });
    expect(mail.count(OPERATOR, 'owner-inquiry')).toBe(1);
    expect(mail.count(email, 'owner-inquiry-received')).toBe(1);
  });
});
