import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import {
  apartmentBooking,
  dayFrom,
  injector,
  insertBookableApartment,
  reservationRow,
  signedInUser,
  type TestContext,
} from '../api/reservation-fixtures.ts';
import { buildTestApp } from '../helpers/app.ts';
import { mailAttachments } from '../helpers/mail-attachments.ts';
import { type MailCatcher, startMailCatcher } from '../helpers/mail-catcher.ts';
import { component, parseIcs, property, unescapeText } from '../helpers/parse-ics.ts';

/** A stand-in SMS gateway: records what it is sent; answers 503 while `failing` is set. */
async function startSmsGateway() {
  const received: { to: string; text: string }[] = [];
  const gateway = { received, failing: false, url: '', server: undefined as Server | undefined };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  gateway.server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (gateway.failing) {
      response.writeHead(503).end('busy');
      return;
    }
    received.push(JSON.parse(body));
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
  });
  await new Promise<void>((resolve) => gateway.server?.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/sms`;
  return gateway;
}

describe('reservation notices by e-mail and SMS', () => {
  let context: TestContext;
  let inject: ReturnType<typeof injector>;
  let catcher: MailCatcher;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let memberToken: string;
  let adminToken: string;
  let apartmentId: string;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    gateway = await startSmsGateway();
    context = await buildTestApp({
      SMTP_URL: catcher.url,
      SMS_URL: gateway.url,
      PUBLIC_URL: 'https://konak.example',
    });
    inject = injector(context);
    memberToken = (await signedInUser(context)).token;
    adminToken = (await signedInUser(context, 'admin')).token;
    apartmentId = (await insertBookableApartment(context.db, { checkInTime: '15:00' })).id;
  });
  afterAll(async () => {
    await context.app.close();
    await catcher.close();
    await new Promise((resolve) => gateway.server?.close(resolve));
  });

  const book = async (email: string, checkIn: string, checkOut: string, language = 'en') => {
    const response = await inject({
      method: 'POST',
      url: '/api/reservations/create',
      token: memberToken,
      language,
      payload: apartmentBooking(apartmentId, checkIn, checkOut, { email, phone: '+44 7911 123456' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; reservationNumber: string };
  };

  it('sends the creation and the confirmation, the latter with the stay as a parseable .ics', async () => {
    const [checkIn, checkOut] = [dayFrom(context, 30), dayFrom(context, 33)];
    const booking = await book('guest-ics@example.com', checkIn, checkOut);
    await runAllDueJobs(context.services, { now: new Date() });
    const created = await catcher.waitForMail({ to: 'guest-ics@example.com', subject: /^We received/ });
    expect(created.subject).toBe(`We received your reservation ${booking.reservationNumber}`);
    expect(created.headers.get('x-konak-template')).toBe('reservation-created');
    expect(mailAttachments(created.raw)).toEqual([]);

    const confirm = await inject({
      method: 'PUT',
      url: `/api/reservations/${booking.id}`,
      token: adminToken,
      payload: { paidAmount: 300 },
    });
    expect(confirm.json().status).toBe('confirmed');
    await runAllDueJobs(context.services, { now: new Date() });
    const confirmed = await catcher.waitForMail({ to: 'guest-ics@example.com', subject: /is confirmed$/ });
    expect(confirmed.text).toContain('https://konak.example/en/reservations');

    const [calendarFile, ...others] = mailAttachments(confirmed.raw);
    expect(others).toEqual([]);
    expect(calendarFile?.filename).toBe(`${booking.reservationNumber}.ics`);
    expect(calendarFile?.contentType).toMatch(/^text\/calendar/);
    const calendar = parseIcs(calendarFile?.content ?? '');
    const event = component(calendar, 'VEVENT');
    expect(property(event, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Europe/Istanbul' },
      value: `${checkIn.replaceAll('-', '')}T150000`,
    });
    expect(property(event, 'DTEND').value).toBe(`${checkOut.replaceAll('-', '')}T110000`);
    expect(unescapeText(property(event, 'LOCATION').value)).toBe(
      'Galata Kulesi Sok. 12, Galata, Beyoğlu, İstanbul',
    );
    expect(property(event, 'UID').value).toBe(`${booking.reservationNumber}@konak.example`);
    expect(property(component(calendar, 'VTIMEZONE'), 'TZID').value).toBe('Europe/Istanbul');
  });

  it('texts the guest through the SMS gateway in the guest’s language', async () => {
    const booking = await book('guest-sms@example.com', dayFrom(context, 40), dayFrom(context, 41), 'ru');
    await runAllDueJobs(context.services, { now: new Date() });
    expect(gateway.received).toContainEqual({
      to: '+447911123456',
      text: expect.stringContaining(`Konak: мы получили ваше бронирование ${booking.reservationNumber}`),
    });
  });

  it('keeps the reservation and retries with backoff while the SMS gateway fails', async () => {
    gateway.failing = true;
    const booking = await book('guest-retry@example.com', dayFrom(context, 50), dayFrom(context, 51));
    const start = new Date();
    await runAllDueJobs(context.services, { now: start });
    const [smsJob] = (await context.db.select().from(jobs).where(eq(jobs.kind, 'notice.sms'))).filter(
      (job) => (job.payload as { reservationId: string }).reservationId === booking.id,
    );
    expect(smsJob).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('503'),
    });
    expect(smsJob?.runAt.getTime()).toBe(start.getTime() + 30_000);
    expect((await reservationRow(context.db, booking.id)).status).toBe('pending');

    gateway.failing = false;
    await runAllDueJobs(context.services, { now: new Date(start.getTime() + 30_000) });
    const [retried] = await context.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, smsJob?.id ?? ''));
    expect(retried).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(gateway.received.some((sms) => sms.text.includes(booking.reservationNumber))).toBe(true);
  });
});
