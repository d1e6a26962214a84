import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema/reservations.ts';
import { users } from '../../src/db/schema/users.ts';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import { buildTestApp } from '../helpers/app.ts';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '../helpers/mail-catcher.ts';
import { HOUR_MS, ManualClock } from '../helpers/manual-clock.ts';
import { type SmsGateway, startSmsGateway } from '../helpers/sms-gateway.ts';
import { signIn } from '../helpers/users.ts';
import {
  apartmentBooking,
  dayFrom,
  injector,
  insertBookableApartment,
  noticesOf,
  signedInUser,
  type TestContext,
  updateAsAdmin,
} from './reservation-fixtures.ts';

const clock = new ManualClock('2031-04-01T09:00:00Z');

/** Who receives a reservation's notices (decision 049). */
describe('reservation notice recipients', () => {
  let context: TestContext;
  let inject: ReturnType<typeof injector>;
  let catcher: MailCatcher;
  let gateway: SmsGateway;
  let apartmentId: string;
  let stays = 0;
  const warnings: { msg: string; reservationId?: string; channel?: string }[] = [];

  beforeAll(async () => {
    catcher = await startMailCatcher();
    gateway = await startSmsGateway();
    context = await buildTestApp({ SMTP_URL: catcher.url, SMS_URL: gateway.url });
    context.services.clock = clock;
    inject = injector(context);
    apartmentId = (await insertBookableApartment(context.db)).id;
  });
  afterAll(async () => {
    await context.app.close();
    await catcher.close();
    await gateway.close();
  });
  beforeEach(() => {
    catcher.mails.length = 0;
    gateway.received.length = 0;
    warnings.length = 0;
  });

  const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  const runJobs = () => runAllDueJobs(context.services, { now: clock.now(), log });
  const mailsTo = (address: string) => catcher.mails.filter((mail) => mail.to.includes(address));
  const textsTo = (phone: string) => gateway.received.filter((sms) => sms.to === phone);
  const templateOf = (mail: CaughtMail) => mail.headers.get('x-konak-template');

  /**
   * Books the next free three nights as the signed-in account, with the form's contact as given; bookings are a
   * minute apart, so their order (and which one is over a daily limit) is certain.
   */
  const book = async (token: string, contact: { email: string; phone: string }, language = 'en') => {
    clock.advance(60_000);
    const checkIn = dayFrom(context, 30 + 4 * stays++);
    const response = await inject({
      method: 'POST',
      url: '/api/reservations/create',
      token,
      language,
      payload: apartmentBooking(apartmentId, checkIn, dayFrom(context, 30 + 4 * stays - 1), {
        name: 'Ayşe Yılmaz',
        message: 'Call me at http://spam.example',
        // Not a bank transfer: the clock jumps a day ahead, and the receipt rule's cancellations are not the point.
        paymentMethod: 'pay_at_door',
        ...contact,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; reservationNumber: string };
  };

  /** The desk withdraws a booking (admin DELETE): cancelled, and the notice of it queued. */
  const withdraw = async (reservationId: string) => {
    const { token } = await signedInUser(context, 'admin');
    const response = await inject({ method: 'DELETE', url: `/api/reservations/${reservationId}`, token });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('a member booking for herself gets every notice at her own address and phone, as before', async () => {
    const { token } = await signedInUser(context, 'member', {
      email: 'self@example.com',
      phone: '+90 5321234567',
      name: 'Ayşe Yılmaz',
    });
    const booking = await book(token, { email: ' Self@Example.com ', phone: '+90 532 123 45 67' });
    expect(await noticesOf(context.db, booking.id)).toEqual(['notice.mail:created', 'notice.sms:created']);
    await runJobs();

    expect(catcher.mails.map((mail) => [mail.to, templateOf(mail)])).toEqual([
      [['self@example.com'], 'reservation-created'],
    ]);
    expect(catcher.mails[0]?.text).toContain('Hello Ayşe Yılmaz,');
    expect(catcher.mails[0]?.text).not.toContain('Booked for');
    expect(gateway.received).toEqual([
      { to: '+905321234567', text: expect.stringContaining(booking.reservationNumber) },
    ]);
  });

  it('a member booking for someone else gets the full notices; the form’s contact one short notice naming her', async () => {
    const { token } = await signedInUser(context, 'member', {
      email: 'ali@example.com',
      phone: '+90 5339876543',
      name: 'Ali Veli',
    });
    const friend = { email: 'friend@example.com', phone: '+44 7911 123456' };
    const booking = await book(token, friend, 'ru');
    await runJobs();

    const [created, ...moreToAli] = mailsTo('ali@example.com');
    expect(moreToAli).toEqual([]);
    expect(templateOf(created as CaughtMail)).toBe('reservation-created');
    expect(created?.subject).toBe(`Мы получили ваше бронирование ${booking.reservationNumber}`);
    expect(created?.text).toContain('Здравствуйте, Ali Veli!');
    expect(created?.text).toContain('Для кого: Ayşe Yılmaz');
    expect(textsTo('+905339876543')).toEqual([
      { to: '+905339876543', text: expect.stringContaining('мы получили ваше бронирование') },
    ]);

    const [notice, ...moreToFriend] = mailsTo('friend@example.com');
    expect(moreToFriend).toEqual([]);
    expect(templateOf(notice as CaughtMail)).toBe('reservation-booked-for');
    expect(notice?.subject).toBe(`Для вас сделано бронирование в Konak (${booking.reservationNumber})`);
    expect(notice?.text).toContain('Кто забронировал: Ali Veli');
    expect(notice?.text).toContain('booking ru');
    // Nothing the booker typed besides the contact, no prices, no link but the home page.
    for (const part of [notice?.text ?? '', notice?.html ?? '']) {
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('Ayşe');
      expect(part).not.toMatch(/€|\/reservations/);
    }
    expect([...(notice?.html ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'http://localhost:3000/ru/',
    ]);
    expect(textsTo('+447911123456')).toEqual([
      { to: '+447911123456', text: expect.stringContaining('Кто забронировал: Ali Veli.') },
    ]);

    // Confirmation and cancellation reach the member alone.
    const adminToken = (await signedInUser(context, 'admin')).token;
    const paid = await updateAsAdmin(context, adminToken, booking.id, { paidAmount: 300 });
    expect(paid.json().status).toBe('confirmed');
    await runJobs();
    await withdraw(booking.id);
    await runJobs();
    expect(mailsTo('ali@example.com').map(templateOf)).toEqual([
      'reservation-created',
      'reservation-confirmed',
      'reservation-cancelled',
    ]);
    expect(textsTo('+905339876543')).toHaveLength(3);
    expect(mailsTo('friend@example.com')).toHaveLength(1);
    expect(textsTo('+447911123456')).toHaveLength(1);
  });

  it('a member without a phone on her account gets no text; a form phone only the short one', async () => {
    const { token } = await signedInUser(context, 'member', { email: 'nophone@example.com' });
    await book(token, { email: 'nophone@example.com', phone: '+90 5321112233' });
    await runJobs();
    expect(mailsTo('nophone@example.com').map(templateOf)).toEqual(['reservation-created']);
    expect(gateway.received).toEqual([
      { to: '+905321112233', text: expect.stringContaining('Booked by: Test member.') },
    ]);
  });

  it('an address named by other members gets at most 3 short notices in 24 hours; the bookings all go through', async () => {
    const stranger = { email: 'stranger@example.com', phone: '+90 5325556677' };
    const [first, second] = await Promise.all([
      signedInUser(context, 'member', { email: 'first@example.com', phone: '+90 5320000001' }),
      signedInUser(context, 'member', { email: 'second@example.com', phone: '+90 5320000002' }),
    ]);
    const owner = await signedInUser(context, 'member', { ...stranger, name: 'Stranger' });
    // Her own booking is no notice to a third party and does not count.
    await book(owner.token, stranger);
    await book(first.token, stranger);
    await book(first.token, stranger);
    await book(second.token, stranger);
    const over = await book(second.token, stranger);
    await runJobs();
    expect(mailsTo('stranger@example.com').map(templateOf).sort()).toEqual([
      'reservation-booked-for',
      'reservation-booked-for',
      'reservation-booked-for',
      'reservation-created',
    ]);
    // Her own full notice and the three short ones.
    expect(textsTo('+905325556677')).toHaveLength(4);
    expect(warnings).toHaveLength(2);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reservationId: over.id, channel: 'email' }),
        expect.objectContaining({ reservationId: over.id, channel: 'phone' }),
      ]),
    );
    // The members still got every full notice of their bookings, the one over the limit included.
    expect(mailsTo('second@example.com').map(templateOf)).toEqual([
      'reservation-created',
      'reservation-created',
    ]);

    // The window slides: a day after the last of those bookings, none of them counts any more.
    clock.advance(24 * HOUR_MS);
    const nextDay = await book(await signIn(context.services, first.user.id), stranger);
    await runJobs();
    expect(mailsTo('stranger@example.com').at(-1)?.subject).toContain(nextDay.reservationNumber);
    expect(textsTo('+905325556677')).toHaveLength(5);
  });

  it('an admin’s booking for a guest sends her the full notices, a member’s booking for her only the short one', async () => {
    const admin = await signedInUser(context, 'admin', {
      email: 'desk@example.com',
      phone: '+90 5320000009',
    });
    const member = await signedInUser(context, 'member', { email: 'host@example.com' });
    const guest = { email: 'walk-in@example.com', phone: '+44 7911 654321' };
    // Three bookings by the desk: deliberate, so they do not count against the guest's daily limit.
    const byAdmin = [
      await book(admin.token, guest),
      await book(admin.token, guest),
      await book(admin.token, guest),
    ];
    const byMember = await book(member.token, guest);
    expect(await noticesOf(context.db, byAdmin[0]?.id ?? '')).toEqual([
      'notice.mail:created',
      'notice.sms:created',
    ]);
    await runJobs();

    const toGuest = mailsTo('walk-in@example.com');
    expect(toGuest.map(templateOf).sort()).toEqual([
      'reservation-booked-for',
      'reservation-created',
      'reservation-created',
      'reservation-created',
    ]);
    const shortNotice = toGuest.find((mail) => templateOf(mail) === 'reservation-booked-for');
    expect(shortNotice?.subject).toContain(byMember.reservationNumber);
    for (const { reservationNumber } of byAdmin) {
      const full = toGuest.find(
        (mail) => mail.subject === `We received your reservation ${reservationNumber}`,
      );
      expect(full?.text).toContain('Hello Ayşe Yılmaz,');
    }
    const texts = textsTo('+447911654321');
    expect(texts).toHaveLength(4);
    expect(texts.filter((sms) => sms.text.includes('Booked by: Test member.'))).toHaveLength(1);
    // The operator's own account hears nothing of the bookings it makes for guests.
    expect(mailsTo('desk@example.com')).toEqual([]);
    expect(textsTo('+905320000009')).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('once the booking account is gone, the form’s contact is the recipient of record', async () => {
    const removed = await signedInUser(context, 'member', { email: 'removed@example.com' });
    const deleted = await signedInUser(context, 'member', { email: 'deleted@example.com' });
    const orphan = await book(removed.token, { email: 'orphan@example.com', phone: '+90 5321230001' });
    const kept = await book(deleted.token, { email: 'kept@example.com', phone: '+90 5321230002' });
    await runJobs();
    expect(mailsTo('removed@example.com').map(templateOf)).toEqual(['reservation-created']);
    expect(mailsTo('orphan@example.com').map(templateOf)).toEqual(['reservation-booked-for']);

    // The user row removed (user_id set null), or the account deleted (anonymised): later notices go to the form.
    await context.db.update(reservations).set({ userId: null }).where(eq(reservations.id, orphan.id));
    await context.db
      .update(users)
      .set({ email: `deleted-${deleted.user.id}@deleted.invalid`, deletedAt: clock.now() })
      .where(eq(users.id, deleted.user.id));
    await withdraw(orphan.id);
    await withdraw(kept.id);
    await runJobs();
    for (const address of ['orphan@example.com', 'kept@example.com']) {
      expect(mailsTo(address).map(templateOf)).toEqual(['reservation-booked-for', 'reservation-cancelled']);
    }
    expect(mailsTo('removed@example.com')).toHaveLength(1);
    expect(textsTo('+905321230001').at(-1)?.text).toContain(`${orphan.reservationNumber} has been cancelled`);
    expect(textsTo('+905321230002').at(-1)?.text).toContain(`${kept.reservationNumber} has been cancelled`);
  });
});
