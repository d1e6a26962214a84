import { CARD_HOLD_MINUTES } from '@konak/domain/reservations/card-hold';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cardCheckouts } from '../../db/schema/card-checkouts.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { translate } from '../../i18n/translate.ts';
import type { AppServices } from '../../services.ts';
import { applyCancellation } from '../reservations/surface.ts';
import { refundUnwantedPayment, settleCheckout } from './settle-checkout.ts';

const BATCH = 50;
const HOLD_MS = CARD_HOLD_MINUTES * 60_000;
/** iyzico's checkout token lives 30 minutes: after that no payment can come through it. */
const TOKEN_LIFETIME_MS = 30 * 60_000;
/** Our own server's address, as the gateway is told for refunds a job makes (no guest is there). */
const SERVER_IP = '127.0.0.1';
const REFUND_RETRY_AFTER_MS = 60_000;

/**
 * The card payments' sweep, every minute (decision 086): asks the gateway about checkouts whose callback never came
 * (the guest closed the tab after paying) while their token lives; cancels card reservations whose 15-minute hold
 * ended unpaid; retries refunds of payments a reservation could not take. Each step is safe to run in several
 * processes at once: settling and refunding check the checkout's state under a lock.
 */
export async function sweepCardPayments(
  services: AppServices,
  { now, log }: { now: Date; log: FastifyBaseLogger },
): Promise<void> {
  const { db } = services.database;
  const open = await db
    .select({ id: cardCheckouts.id, token: cardCheckouts.token, createdAt: cardCheckouts.createdAt })
    .from(cardCheckouts)
    .where(eq(cardCheckouts.status, 'started'))
    .orderBy(asc(cardCheckouts.createdAt))
    .limit(BATCH);
  for (const checkout of open) {
    const { result } = await settleCheckout(services, checkout.token, { log, ip: SERVER_IP });
    if (result === 'pending' && now.getTime() - checkout.createdAt.getTime() > TOKEN_LIFETIME_MS) {
      await db
        .update(cardCheckouts)
        .set({
          status: 'failed',
          errorCode: 'expired',
          errorMessage: 'no payment before the token expired',
          updatedAt: now,
        })
        .where(and(eq(cardCheckouts.id, checkout.id), eq(cardCheckouts.status, 'started')));
    }
  }

  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.status, 'pending'),
          eq(reservations.paymentMethod, 'card'),
          eq(reservations.paidCents, 0),
          lte(reservations.createdAt, new Date(now.getTime() - HOLD_MS)),
        ),
      )
      .orderBy(asc(reservations.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await applyCancellation(tx, row, {
        actor: 'system',
        actorUserId: null,
        reason: translate(row.language, 'reservation.system_cancel_reason'),
        refundCents: 0,
        now,
        note: `Card payment not completed within the ${CARD_HOLD_MINUTES}-minute hold`,
      });
    }
  });

  const due = await db
    .select({ id: cardCheckouts.id })
    .from(cardCheckouts)
    // A minute after the last try: the callback that found the payment unwanted refunds it at once itself.
    .where(
      and(
        eq(cardCheckouts.status, 'refund_due'),
        lte(cardCheckouts.updatedAt, new Date(now.getTime() - REFUND_RETRY_AFTER_MS)),
      ),
    )
    .orderBy(asc(cardCheckouts.updatedAt))
    .limit(BATCH);
  const failures: unknown[] = [];
  for (const { id } of due) {
    await refundUnwantedPayment(services, id, { ip: SERVER_IP }).catch((error: unknown) =>
      failures.push(error),
    );
  }
  // The job's own retry and its last error show that refunds are failing; each checkout keeps its error too.
  if (failures.length > 0) throw new Error(`${failures.length} card refund(s) failed; they are tried again`);
}
