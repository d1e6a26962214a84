import type { Language } from '@konak/domain/languages';
import { cardHoldEnds } from '@konak/domain/reservations/card-hold';
import { eq } from 'drizzle-orm';
import { cardCheckouts } from '../../db/schema/card-checkouts.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import type { AppServices } from '../../services.ts';
import { findReservation } from '../reservations/surface.ts';
import { CardGatewayError, createCardGateway } from './card-gateway.ts';
import { cardGatewaySettings } from './gateway-settings.ts';

export const CARD_CALLBACK_PATH = '/api/payments/card/callback';

export const cardCheckoutUnavailable = () =>
  new AppError(422, 'error.card_checkout_unavailable', { code: 'card_checkout_unavailable' });

export const cardGatewayUnavailable = (cause: unknown) =>
  new AppError(503, 'error.card_gateway_unavailable', { code: 'card_gateway_unavailable', cause });

/** The gateway of this site: iyzico with keys, else the built-in test gateway (decision 086). */
export const cardGatewayOf = (services: AppServices) =>
  createCardGateway(cardGatewaySettings(services.config));

/**
 * Starts a checkout for a pending, unpaid card reservation of this member while its hold lasts: the whole total in
 * EUR, conversation id = reservation id, basket id = the checkout's own id. Another start (a retry after a refused
 * card, a second tab) opens another checkout; only one payment can ever confirm the reservation (settle-checkout.ts).
 */
export async function startCardCheckout(
  services: AppServices,
  {
    user,
    reservationId,
    returnPath,
    language,
    ip,
  }: { user: SessionUser; reservationId: string; returnPath: string; language: Language; ip: string },
) {
  const { db } = services.database;
  const row = await findReservation(db, reservationId);
  if (!row || row.userId !== user.id)
    throw new AppError(404, 'error.reservation_not_found', { code: 'reservation_not_found' });
  const now = services.clock.now();
  const holdUntil = cardHoldEnds(row.createdAt);
  const payable =
    services.config.CARD_PAYMENTS &&
    row.paymentMethod === 'card' &&
    row.status === 'pending' &&
    row.paidCents === 0 &&
    row.remainingCents > 0 &&
    now < holdUntil;
  if (!payable) throw cardCheckoutUnavailable();

  const gateway = cardGatewayOf(services);
  const checkoutId = crypto.randomUUID();
  const [first = row.guestName, ...rest] = row.guestName.trim().split(/\s+/);
  let started: { token: string; paymentPageUrl: string };
  try {
    started = await gateway.initializeCheckout({
      conversationId: row.id,
      basketId: checkoutId,
      price: (row.remainingCents / 100).toFixed(2),
      callbackUrl: `${services.config.PUBLIC_URL}${CARD_CALLBACK_PATH}`,
      locale: language === 'tr' ? 'tr' : 'en',
      buyer: {
        id: row.userId,
        name: first,
        surname: rest.join(' ') || first,
        email: row.guestEmail,
        gsmNumber: row.guestPhone,
        country: row.guestCountry,
        ip,
      },
      item: {
        id: row.reservationNumber,
        name: `Reservation ${row.reservationNumber}`,
        category: row.type === 'tour' ? 'Tour' : 'Accommodation',
      },
    });
  } catch (error) {
    if (error instanceof CardGatewayError) throw cardGatewayUnavailable(error);
    throw error;
  }
  await db.insert(cardCheckouts).values({
    id: checkoutId,
    reservationId: row.id,
    token: started.token,
    amountCents: row.remainingCents,
    returnPath,
    language,
    testGateway: gateway.test,
    createdAt: now,
    updatedAt: now,
  });
  return {
    paymentPageUrl: started.paymentPageUrl,
    testGateway: gateway.test,
    holdUntil: holdUntil.toISOString(),
  };
}

/**
 * Refunds part of a checkout's payment through the gateway; a refusal is kept on the checkout (code and message, for
 * the back office) and thrown, so that whoever asked tries again later.
 */
export async function refundCheckout(
  services: AppServices,
  checkout: { id: string; reservationId: string; paymentTransactionId: string | null },
  { amountCents, ip }: { amountCents: number; ip: string },
): Promise<void> {
  try {
    if (!checkout.paymentTransactionId) {
      throw new CardGatewayError('no transaction id to refund', 'no_transaction');
    }
    await cardGatewayOf(services).refund({
      paymentTransactionId: checkout.paymentTransactionId,
      amountCents,
      conversationId: checkout.reservationId,
      ip,
    });
  } catch (error) {
    const code = error instanceof CardGatewayError ? error.code : 'refund_failed';
    const message = error instanceof Error ? error.message : String(error);
    await services.database.db
      .update(cardCheckouts)
      .set({
        errorCode: code.slice(0, 100),
        errorMessage: message.slice(0, 500),
        updatedAt: services.clock.now(),
      })
      .where(eq(cardCheckouts.id, checkout.id));
    throw error;
  }
}
