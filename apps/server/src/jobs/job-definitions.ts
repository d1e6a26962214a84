import { pollChannelFeeds, sendChannelConflictMail } from './handlers/channel-sync.ts';
import { cleanUp } from './handlers/clean-up.ts';
import { completeStays } from './handlers/complete-stays.ts';
import { expireUnpaidBankTransfers } from './handlers/expire-unpaid-bank-transfers.ts';
import { sendBookedForMail, sendBookedForSms } from './handlers/send-booked-for-notice.ts';
import { sendMailNotice, sendSmsNotice } from './handlers/send-notice.ts';
import { sendOwnerInquiryMail } from './handlers/send-owner-inquiry-mail.ts';
import { sendReceiptMail } from './handlers/send-receipt-mail.ts';
import { refundToCard, sweepCardPayments } from './handlers/sweep-card-payments.ts';
import type { JobHandler } from './job-context.ts';
import { JOB_KINDS, type JobKind } from './job-kinds.ts';

type JobDefinition = {
  handler: JobHandler;
  /** Recurring jobs run again this long after each run; exactly one of each waits in the table. */
  everyMs?: number;
};

const MINUTE = 60_000;

export const jobDefinitions: Record<JobKind, JobDefinition> = {
  [JOB_KINDS.mailNotice]: { handler: sendMailNotice },
  [JOB_KINDS.smsNotice]: { handler: sendSmsNotice },
  [JOB_KINDS.bookedForMail]: { handler: sendBookedForMail },
  [JOB_KINDS.bookedForSms]: { handler: sendBookedForSms },
  [JOB_KINDS.ownerInquiryMail]: { handler: sendOwnerInquiryMail },
  [JOB_KINDS.receiptMail]: { handler: sendReceiptMail },
  // A receipt is due 24 h after booking; a minute late at most is close enough.
  [JOB_KINDS.expireUnpaidBankTransfers]: { handler: expireUnpaidBankTransfers, everyMs: MINUTE },
  [JOB_KINDS.completeStays]: { handler: completeStays, everyMs: 10 * MINUTE },
  [JOB_KINDS.cleanUp]: { handler: cleanUp, everyMs: 60 * MINUTE },
  // A 15-minute hold, and guests who closed the tab after paying, want a sweep every minute.
  [JOB_KINDS.sweepCardPayments]: { handler: sweepCardPayments, everyMs: MINUTE },
  [JOB_KINDS.cardRefund]: { handler: refundToCard },
  // Each feed is due 15 minutes after its last fetch; a poll every minute keeps that within a minute.
  [JOB_KINDS.pollChannelFeeds]: { handler: pollChannelFeeds, everyMs: MINUTE },
  [JOB_KINDS.channelConflictMail]: { handler: sendChannelConflictMail },
};

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(jobDefinitions, kind);
}

export const recurringDedupeKey = (kind: JobKind) => `recurring:${kind}`;
