import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import {
  apartmentBooking,
  dayFrom,
  injector,
  insertBookableApartment,
  reservationRow,
  signedInUser,
  updateAsAdmin,
} from '../api/reservation-fixtures.ts';
import { useTestApp } from '../helpers/app.ts';
import { mailAttachments } from '../helpers/mail-attachments.ts';
import { startMailCatcher } from '../helpers/mail-catcher.ts';
import { component, parseIcs, property, unescapeText } from '../helpers/parse-ics.ts';
import { startSmsGateway } from '../helpers/sms-gateway.ts';
import { useStarted } from '../helpers/use-started.ts';

describe('reservation notices by e-mail and SMS', () => {
  let adminToken: string;
  let apartmentId: string;

  const catcher = useStarted(startMailCatcher);
  const gateway = useStarted(startSmsGateway);
  const context = useTestApp(() => ({
    SMTP_URL: catcher.url,
    SMS_URL: gateway.url,
    PUBLIC_URL: 'https://konak.example',
  }));
  const inject = injector(context);
  beforeAll(async () => {
    adminToken = (await signedInUser(context, 'admin')).token;
    apartmentId = (await insertBookableApartment(context.db, { checkInTime: '15:00' })).id;
  });

  /** A member with this e-mail books for herself (who else gets what: reservation-notice-recipients.test.ts). */
  const book = async (email: string, checkIn: string, checkOut: string, language = 'en') => {
    const { token } = await signedInUser(context, 'member', { email, phone: '+44 7911123456' });
    const response = await inject({
      method: 'POST',
      url: '/api/reservations/create',
      token,
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

    const confirm = await updateAsAdmin(context, adminToken, booking.id, { paidAmount: 300 });
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
