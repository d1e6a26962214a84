import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import { outboxDirectory } from '../../src/mail/create-mailer.ts';
import { smsOutboxDirectory } from '../../src/sms/create-sms-sender.ts';
import {
  bookStay,
  eventsOf,
  insertBookableApartment,
  reservationRow,
  signedInUser,
  updateAsAdmin,
} from '../api/reservation-fixtures.ts';
import { useTestApp } from '../helpers/app.ts';
import { HOUR_MS, ManualClock } from '../helpers/manual-clock.ts';
import { parseMail } from '../helpers/parse-mail.ts';
import { signIn } from '../helpers/users.ts';

const bookedAt = new Date('2031-05-04T10:00:00Z');
const clock = new ManualClock(bookedAt);

describe('reservation jobs', () => {
  let memberId: string;
  let adminId: string;
  let apartmentId: string;
  // Sessions live in real time while the jobs' clock jumps years ahead (and the clean-up job removes sessions
  // that expired there), so every call signs in afresh.
  const token = () => signIn(context.services, memberId);
  const adminToken = () => signIn(context.services, adminId);

  const book = async (checkIn: string, checkOut: string, extra: object = {}, language = 'en') =>
    bookStay(context, { token: await token(), apartmentId, checkIn, checkOut, language }, extra);
  const runJobsAt = (instant: Date) => {
    clock.set(instant);
    return runAllDueJobs(context.services, { now: instant });
  };

  const context = useTestApp({}, { clock });
  beforeAll(async () => {
    // She books for herself (the fixture's form contact is hers), so every notice reaches her by mail and SMS.
    memberId = (await signedInUser(context, 'member', { email: 'ayse@example.com', phone: '+90 5321234567' }))
      .user.id;
    adminId = (await signedInUser(context, 'admin')).user.id;
    apartmentId = (await insertBookableApartment(context.db)).id;
  });

  describe('24-hour bank-transfer receipt rule', () => {
    type Booked = { id: string };
    let unpaid: Booked;
    let paid: Booked;
    let atDoor: Booked;
    let statusBeforeDeadline: string;

    beforeAll(async () => {
      clock.set(bookedAt);
      unpaid = await book('2031-06-01', '2031-06-04', {}, 'tr');
      paid = await book('2031-06-10', '2031-06-12');
      atDoor = await book('2031-06-20', '2031-06-22', { paymentMethod: 'pay_at_door' });
      const payment = await updateAsAdmin(context, await adminToken(), paid.id, { paidAmount: 50 });
      expect(payment.statusCode).toBe(200);
      await runJobsAt(new Date(bookedAt.getTime() + 24 * HOUR_MS - 1));
      statusBeforeDeadline = (await reservationRow(context.db, unpaid.id)).status;
      // The sweep runs once a minute, so the cancellation comes within a minute of the deadline.
      await runJobsAt(new Date(bookedAt.getTime() + 24 * HOUR_MS + 60_000));
    });

    it('cancels an unpaid bank transfer 24 hours after booking (swept every minute), never before', async () => {
      expect(statusBeforeDeadline).toBe('pending');
      const cancelled = await reservationRow(context.db, unpaid.id);
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'system',
        // The guest booked in Turkish; the stored reason is in their language.
        cancelReason: 'Havale dekontu 24 saat içinde ulaşmadı',
        refundCents: 0,
        remainingCents: 0,
      });
      expect(cancelled.cancelledAt?.toISOString()).toBe('2031-05-05T10:01:00.000Z');
      const [, event] = await eventsOf(context.db, unpaid.id);
      expect(event).toMatchObject({
        fromStatus: 'pending',
        toStatus: 'cancelled',
        actor: 'system',
        actorUserId: null,
      });
    });

    it('leaves paid bank transfers and pay-at-door bookings alone', async () => {
      expect((await reservationRow(context.db, paid.id)).status).toBe('confirmed');
      expect((await reservationRow(context.db, atDoor.id)).status).toBe('pending');
    });

    it('tells the guest by e-mail and SMS, in the guest’s language', async () => {
      const mails = await readdir(outboxDirectory(context.services.config));
      const cancellationMails = await Promise.all(
        mails
          .filter((file) => file.includes('reservation-cancelled'))
          .map(async (file) =>
            parseMail(await readFile(path.join(outboxDirectory(context.services.config), file))),
          ),
      );
      expect(cancellationMails.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^KNK-\d{4}-\w{4} numaralı rezervasyonunuz iptal edildi$/),
      ]);
      expect(cancellationMails[0]?.text).toContain('24 saat içinde ulaşmadığı için');

      const smsDirectory = smsOutboxDirectory(context.services.config);
      const texts = await Promise.all(
        (await readdir(smsDirectory)).map(async (file) =>
          JSON.parse(await readFile(path.join(smsDirectory, file), 'utf8')),
        ),
      );
      expect(texts).toContainEqual({
        to: '+905321234567',
        text: expect.stringMatching(/^Konak: KNK-\d{4}-\w{4} numaralı rezervasyonunuz iptal edildi\./),
      });
      const notices = (await context.db.select().from(jobs)).filter(
        (job) => (job.payload as { reservationId?: string }).reservationId === unpaid.id,
      );
      expect(notices.map((job) => `${job.kind}:${job.status}`).sort()).toEqual([
        'notice.mail:done',
        'notice.mail:done',
        'notice.sms:done',
        'notice.sms:done',
      ]);
      expect(await context.db.select().from(jobs).where(eq(jobs.status, 'failed'))).toEqual([]);
    });

    it('frees the dates for the next guest', async () => {
      expect((await book('2031-06-01', '2031-06-04')).id).not.toBe(unpaid.id);
    });
  });

  describe('completing stays', () => {
    it('marks a confirmed stay completed after 11:00 Istanbul time on the check-out day (swept every 10 minutes)', async () => {
      clock.set(bookedAt);
      const stay = await book('2031-05-20', '2031-05-23', { paymentMethod: 'pay_at_door' });
      const unconfirmed = await book('2031-05-24', '2031-05-25', { paymentMethod: 'pay_at_door' });
      await updateAsAdmin(context, await adminToken(), stay.id, { status: 'confirmed' });

      await runJobsAt(new Date('2031-05-23T07:59:00Z')); // 10:59 in Istanbul
      expect((await reservationRow(context.db, stay.id)).status).toBe('confirmed');
      await runJobsAt(new Date('2031-05-23T08:10:00Z')); // 11:10
      expect((await reservationRow(context.db, stay.id)).status).toBe('completed');
      const events = await eventsOf(context.db, stay.id);
      expect(events.at(-1)).toMatchObject({
        fromStatus: 'confirmed',
        toStatus: 'completed',
        actor: 'system',
      });

      await runJobsAt(new Date('2031-05-30T12:00:00Z'));
      expect((await reservationRow(context.db, unconfirmed.id)).status).toBe('pending');
    });
  });
});
