import { type RecordPaymentBody, recordPaymentBodySchema } from './record-reservation-payment.ts';

/** POST …/refunds: part of the refund owed was paid out (never more than is owed). */
export const recordRefundBodySchema = recordPaymentBodySchema;
export type RecordRefundBody = RecordPaymentBody;
