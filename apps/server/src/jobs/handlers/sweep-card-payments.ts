import { refundOwedByCard, sweepCardPayments as sweep } from '../../modules/card-payments/surface.ts';
import type { JobHandler } from '../job-context.ts';

/** Card payments: late callbacks reconciled, unpaid holds released, refunds retried (decision 086). */
export const sweepCardPayments: JobHandler = async (_payload, { services, now, log }) => {
  if (!services.config.CARD_PAYMENTS) return;
  await sweep(services, { now, log });
};

/** Refunds a cancelled card reservation to the card; a refusal throws, so the job is tried again with backoff. */
export const refundToCard: JobHandler = async (payload, { services, log }) => {
  const outcome = await refundOwedByCard(services, String(payload.reservationId ?? ''));
  log.info({ reservationId: payload.reservationId, outcome }, 'card refund');
};
