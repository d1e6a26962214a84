import { z } from 'zod';
import {
  type BookedForChannel,
  bookedForLimitReached,
  bookedForMailData,
  bookedForSmsData,
  loadNoticeSubject,
  type NoticeSubject,
} from '../../modules/reservations/surface.ts';
import { bookedForSmsText } from '../../sms/booked-for-sms.ts';
import { e164 } from '../../sms/sms-message.ts';
import type { JobContext, JobHandler } from '../job-context.ts';

const payloadSchema = z.object({ reservationId: z.uuid() });

/**
 * The reservation when its short notice on the channel is still due: a form contact that is not the member's,
 * a booking not cancelled meanwhile ("booked for you" would mislead), and the address under its daily limit.
 * A skipped notice is logged without the address; the reservation id leads to it.
 */
async function dueSubject(
  payload: Record<string, unknown>,
  channel: BookedForChannel,
  { services, log }: JobContext,
): Promise<{ subject: NoticeSubject; to: string } | null> {
  const { reservationId } = payloadSchema.parse(payload);
  const subject = await loadNoticeSubject(services.database.db, reservationId);
  const to = subject?.recipients.bookedFor[channel];
  if (!subject || !to || subject.row.status === 'cancelled') return null;
  if (await bookedForLimitReached(services.database.db, subject.row, channel)) {
    log.warn({ reservationId, channel }, 'booked-for notice skipped: its address had its daily limit');
    return null;
  }
  return { subject, to };
}

/** The short e-mail to someone a member booked for, in the reservation's language (decision 049). */
export const sendBookedForMail: JobHandler = async (payload, context) => {
  const due = await dueSubject(payload, 'email', context);
  if (!due) return;
  await context.services.mailer.send({
    to: due.to,
    language: due.subject.row.language,
    template: 'reservation-booked-for',
    data: bookedForMailData(due.subject),
  });
};

/** The short text message to a phone a member gave for someone else, in the reservation's language. */
export const sendBookedForSms: JobHandler = async (payload, context) => {
  const due = await dueSubject(payload, 'phone', context);
  if (!due) return;
  await context.services.sms.send({
    to: e164(due.to),
    text: bookedForSmsText(bookedForSmsData(due.subject), due.subject.row.language),
  });
};
