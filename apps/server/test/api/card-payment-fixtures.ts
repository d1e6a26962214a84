import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { cardCheckouts, testGatewayCheckouts } from '../../src/db/schema/card-checkouts.ts';
import { reservationPayments } from '../../src/db/schema/reservation-payments.ts';
import type { Clock } from '../../src/services.ts';
import { useTestApp } from '../helpers/app.ts';
import { apartmentBooking, injector, type TestContext } from './reservation-fixtures.ts';

export const SUCCESS_CARD = '5528790000000008';
export const INSUFFICIENT_FUNDS_CARD = '4111111111111129';
export const NOT_REFUNDABLE_CARD = '4131111111111117';
export const THREE_DS_CODE = '283126';
export const RETURN_PATH = '/en/apartments/galata-loft/reserve';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A test app with card payments on and the built-in test gateway, listening on a real port: the server calls its
 * own gateway over loopback exactly as it calls iyzico.
 */
export function useCardPaymentApp(
  clock: Clock,
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof useTestApp>[1], 'clock'> = {},
) {
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
  });
  const context = useTestApp(
    () => ({ CARD_PAYMENTS: 'on', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }),
    { ...options, clock },
  );
  beforeAll(async () => {
    await context.app.listen({ port, host: '127.0.0.1' });
  });
  return context;
}

/** Books a card stay as `token` and starts its checkout; answers the checkout's page URL and token. */
export async function bookByCard(
  context: TestContext,
  {
    token,
    apartmentId,
    checkIn,
    checkOut,
  }: { token: string; apartmentId: string; checkIn: string; checkOut: string },
  extra: object = {},
) {
  const inject = injector(context);
  const created = await inject({
    method: 'POST',
    url: '/api/reservations/create',
    token,
    payload: apartmentBooking(apartmentId, checkIn, checkOut, { paymentMethod: 'card', ...extra }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const reservation = created.json() as { id: string; totalPrice: number; status: string };
  return { reservation, ...(await startCheckout(context, token, reservation.id)) };
}

export async function startCheckout(context: TestContext, token: string, reservationId: string) {
  const started = await injector(context)({
    method: 'POST',
    url: `/api/reservations/${reservationId}/card-checkout`,
    token,
    payload: { returnPath: RETURN_PATH },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { paymentPageUrl } = started.json() as { paymentPageUrl: string };
  return { paymentPageUrl, checkoutToken: paymentPageUrl.split('/').at(-1) ?? '' };
}

/**
 * A guest on the test gateway's page: types the card, then on the bank's 3-D Secure step confirms with the test code
 * or cancels. Answers the HTML of the last page (the form back to the site).
 */
export async function payOnTestGateway(
  paymentPageUrl: string,
  card: string,
  threeDs: 'confirm' | 'cancel' = 'confirm',
): Promise<string> {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const cardPage = await fetch(paymentPageUrl);
  expect(cardPage.status).toBe(200);
  const bank = await fetch(paymentPageUrl, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ cardNumber: card, holder: 'Ayse Yilmaz', expiry: '12/30', cvc: '123' }),
  });
  const bankHtml = await bank.text();
  const outcome = /name="outcome" value="([^"]+)"/.exec(bankHtml)?.[1] ?? '';
  const done = await fetch(`${paymentPageUrl}/3ds`, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ outcome, code: THREE_DS_CODE, action: threeDs }),
  });
  return done.text();
}

/** The browser's post back to the site: the callback's redirect. */
export async function callback(context: TestContext, token: string) {
  const answer = await context.app.inject({
    method: 'POST',
    url: '/api/payments/card/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(303);
  return new URL(String(answer.headers.location), 'http://site.test');
}

export async function ledgerOf(context: TestContext, reservationId: string) {
  return context.db
    .select()
    .from(reservationPayments)
    .where(eq(reservationPayments.reservationId, reservationId));
}

export async function checkoutOf(context: TestContext, token: string) {
  const [row] = await context.db.select().from(cardCheckouts).where(eq(cardCheckouts.token, token));
  return row;
}

export async function gatewayRecordOf(context: TestContext, token: string) {
  const [row] = await context.db
    .select()
    .from(testGatewayCheckouts)
    .where(eq(testGatewayCheckouts.token, token));
  return row;
}
