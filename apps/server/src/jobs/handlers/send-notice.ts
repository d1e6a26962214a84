import { toEuros } from '@konak/domain/pricing';
import { z } from 'zod';
import {
  loadNoticeSubject,
  reservationMailData,
  reservationSmsData,
} from '../../modules/reservations/surface.ts';
import { effectiveSettings } from '../../modules/settings/surface.ts';
import { reservationSmsText } from '../../sms/reservation-sms.ts';
import { e164 } from '../../sms/sms-message.ts';
import type { JobHandler } from '../job-context.ts';
import { RESERVATION_NOTICES } from '../job-kinds.ts';

const noticePayloadSchema = z.object({ reservationId: z.uuid(), notice: z.enum(RESERVATION_NOTICES) });

/** A confirmation still waiting when the reservation was cancelled would mislead; the cancellation notice says it all. */
function outdated(notice: string, status: string): boolean {
  return notice === 'confirmed' && status === 'cancelled';
}

/**
 * The e-mail of a notice, in the reservation's language, to the booking member's account (or the form's e-mail
 * when an admin booked or the account is gone: decision 049); the confirmation carries the stay as an .ics file.
 */
export const sendMailNotice: JobHandler = async (payload, { services, now }) => {
  const { reservationId, notice } = noticePayloadSchema.parse(payload);
  const subject = await loadNoticeSubject(services.database.db, reservationId);
  if (!subject || outdated(notice, subject.row.status)) return;
  const { row } = subject;
  const { bankAccount } = (await effectiveSettings(services)).site;
  const data = reservationMailData(subject, services.config.PUBLIC_URL, bankAccount);
  const envelope = { to: subject.recipients.full.email, language: row.language } as const;
  switch (notice) {
    case 'created':
      return services.mailer.send({ ...envelope, template: 'reservation-created', data });
    case 'confirmed':
      return services.mailer.send({
        ...envelope,
        template: 'reservation-confirmed',
        data: { ...data, issuedAt: now.toISOString() },
      });
    case 'cancelled':
      return services.mailer.send({
        ...envelope,
        template: 'reservation-cancelled',
        data: {
          ...data,
          cancelledBy: row.cancelledBy ?? 'system',
          cancelReason: row.cancelReason,
          refundAmount: toEuros(row.refundCents),
        },
      });
  }
};

/** The text message of a notice, in the reservation's language, to the same party; none without a phone. */
export const sendSmsNotice: JobHandler = async (payload, { services }) => {
  const { reservationId, notice } = noticePayloadSchema.parse(payload);
  const subject = await loadNoticeSubject(services.database.db, reservationId);
  const to = subject?.recipients.full.phone;
  if (!subject || !to || outdated(notice, subject.row.status)) return;
  const { row, listing } = subject;
  await services.sms.send({
    to: e164(to),
    text: reservationSmsText(
      notice,
      reservationSmsData(row, listing, (await effectiveSettings(services)).site.bankAccount),
      row.language,
    ),
  });
};
