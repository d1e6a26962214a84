import { z } from 'zod';

export const CARD_CHECKOUT_STATUSES = ['started', 'paid', 'failed', 'refund_due', 'refunded'] as const;
export type CardCheckoutStatus = (typeof CARD_CHECKOUT_STATUSES)[number];

/**
 * GET /api/admin/reservations/{id}/card-payments (admin, staff): every card checkout of the reservation with iyzico's
 * payment id and the gateway's last error (a refused card, a refund that failed), and the refund still owed.
 * POST /api/admin/reservations/{id}/card-refund (admin) asks the gateway at once for what is still owed to the card
 * and answers the same view (202); asking again while it runs changes nothing (decision 087).
 */
export const reservationCardPaymentsSchema = z.object({
  checkouts: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(CARD_CHECKOUT_STATUSES),
      amount: z.number(),
      paymentId: z.string().nullable(),
      testGateway: z.boolean(),
      errorCode: z.string().nullable(),
      errorMessage: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** Refund owed − refunded: what an operator may still send back to the card. */
  refundOutstanding: z.number(),
  /** The card refund job: waiting (a retry pending), running, failed for good, or none. */
  refundJob: z
    .object({
      status: z.enum(['pending', 'running', 'failed', 'done']),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      nextAttemptAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type ReservationCardPayments = z.infer<typeof reservationCardPaymentsSchema>;
