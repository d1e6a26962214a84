import type { CardPaymentResultAnswer } from '@konak/domain/api/payments/card-payment-result';
import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import type { Language } from '@konak/domain/languages';
import { type CardPaymentResult, cardHoldEnds } from '@konak/domain/reservations/card-hold';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cardCheckouts } from '../../db/schema/card-checkouts.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { type MessageKey, translate } from '../../i18n/translate.ts';
import type { AppServices } from '../../services.ts';
import { bookingAnswer, findReservation, lockReservation, recordEvent } from '../reservations/surface.ts';
import { settleCheckout } from './settle-checkout.ts';
import { cardCheckoutUnavailable } from './start-checkout.ts';

const notFound = () => new AppError(404, 'error.reservation_not_found', { code: 'reservation_not_found' });

/** iyzico's error codes (its "Error Codes" page) grouped into what the guest is told. */
function failureMessage(code: string | null): MessageKey {
  if (code === '10217' || code === '10219' || code === 'mdStatus') return 'card.failure.three_ds';
  if (code === '10051') return 'card.failure.insufficient_funds';
  if (code === 'expired') return 'card.failure.expired';
  if (code && /^100\d\d$/.test(code)) return 'card.failure.declined';
  return 'card.failure.other';
}

const MESSAGE: Record<Exclude<CardPaymentResult, 'failed'>, MessageKey | null> = {
  paid: null,
  pending: 'card.pending',
  refunded: 'card.refunded',
  unknown: null,
};

/**
 * The return page's question: what became of the latest checkout of the member's reservation. A checkout still open
 * (the callback was lost) is settled now from the gateway's answer, as the callback would have.
 */
export async function cardPaymentResult(
  services: AppServices,
  {
    user,
    reservationId,
    language,
    log,
    ip,
  }: { user: SessionUser; reservationId: string; language: Language; log: FastifyBaseLogger; ip: string },
): Promise<CardPaymentResultAnswer> {
  const { db } = services.database;
  const row = await findReservation(db, reservationId);
  if (!row || row.userId !== user.id) throw notFound();
  const [latest] = await db
    .select()
    .from(cardCheckouts)
    .where(eq(cardCheckouts.reservationId, row.id))
    .orderBy(desc(cardCheckouts.createdAt))
    .limit(1);
  let result: CardPaymentResult = 'unknown';
  let errorCode: string | null = null;
  if (latest) {
    const settled = await settleCheckout(services, latest.token, { log, ip });
    result = settled.result;
    errorCode = settled.checkout?.errorCode ?? null;
  }
  const current = (await findReservation(db, row.id)) ?? row;
  const holdUntil = cardHoldEnds(current.createdAt);
  const canRetry =
    current.paymentMethod === 'card' &&
    current.status === 'pending' &&
    current.paidCents === 0 &&
    services.clock.now() < holdUntil;
  const key = result === 'failed' ? failureMessage(errorCode) : MESSAGE[result];
  return {
    result,
    message: key ? translate(language, key) : null,
    canRetry,
    holdUntil: current.paymentMethod === 'card' ? holdUntil.toISOString() : null,
    reservation: await bookingAnswer(services, current, language),
  };
}

/**
 * The guest gives up on the card and pays by bank transfer instead, without filling the form again: only a pending,
 * unpaid card reservation whose hold lasts; from then on the bank transfer rules apply (receipt within 24 hours of
 * booking). Asking again once switched answers the reservation as it is.
 */
export async function switchToBankTransfer(
  services: AppServices,
  { user, reservationId, language }: { user: SessionUser; reservationId: string; language: Language },
): Promise<CreateReservationResponse> {
  const { db } = services.database;
  const row = await db.transaction(async (tx) => {
    const locked = await lockReservation(tx, reservationId);
    if (!locked || locked.userId !== user.id) throw notFound();
    if (locked.paymentMethod === 'bank_transfer' && locked.status === 'pending') return locked;
    const now = services.clock.now();
    const switchable =
      locked.paymentMethod === 'card' &&
      locked.status === 'pending' &&
      locked.paidCents === 0 &&
      now < cardHoldEnds(locked.createdAt);
    if (!switchable) throw cardCheckoutUnavailable();
    const [updated] = await tx
      .update(reservations)
      .set({ paymentMethod: 'bank_transfer', updatedAt: now })
      .where(eq(reservations.id, locked.id))
      .returning();
    await recordEvent(tx, {
      reservationId: locked.id,
      fromStatus: 'pending',
      toStatus: 'pending',
      actor: 'user',
      actorUserId: user.id,
      note: 'Switched from card to bank transfer after the card payment did not go through',
      at: now,
    });
    return updated ?? locked;
  });
  return bookingAnswer(services, row, language);
}
