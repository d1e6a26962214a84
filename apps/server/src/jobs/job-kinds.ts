/** Every kind of background job; the worker's registry (job-definitions.ts) has a handler for each. */
export const JOB_KINDS = {
  mailNotice: 'notice.mail',
  ownerInquiryMail: 'owners.inquiry-mail',
  smsNotice: 'notice.sms',
  bookedForMail: 'notice.booked-for-mail',
  bookedForSms: 'notice.booked-for-sms',
  receiptMail: 'notice.receipt-mail',
  expireUnpaidBankTransfers: 'reservations.expire-unpaid-bank-transfers',
  completeStays: 'reservations.complete-stays',
  cleanUp: 'maintenance.clean-up',
  sweepCardPayments: 'payments.sweep-card-payments',
  cardRefund: 'payments.card-refund',
  pollChannelFeeds: 'channels.poll-feeds',
  channelConflictMail: 'channels.conflict-mail',
} as const;
export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

/** The guest notices of spec §1/§4: on creation, confirmation and cancellation, by e-mail and SMS. */
export const RESERVATION_NOTICES = ['created', 'confirmed', 'cancelled'] as const;
export type ReservationNotice = (typeof RESERVATION_NOTICES)[number];

export type NoticePayload = { reservationId: string; notice: ReservationNotice };

/** The one short notice to a form e-mail or phone that is not the booking member's (decision 049). */
export type BookedForPayload = { reservationId: string };

/** The two mails of an owners page enquiry (decision 042): the operator's notice and the owner's acknowledgement. */
export const OWNER_INQUIRY_MAILS = ['operator', 'owner'] as const;
export type OwnerInquiryMail = (typeof OWNER_INQUIRY_MAILS)[number];

export type OwnerInquiryMailPayload = { inquiryId: string; mail: OwnerInquiryMail };

/** The operator's mail about a bank-transfer receipt a guest sent (decision 057). */
export type ReceiptMailPayload = { reservationId: string; sha256: string };

/** A cancelled card reservation whose refund goes back to the card (decision 087). */
export type CardRefundPayload = { reservationId: string };

/** An imported block found over a direct booking: the operator's one mail about that pair (issue 18 §4). */
export type ChannelConflictMailPayload = { blockId: string; reservationId: string };
