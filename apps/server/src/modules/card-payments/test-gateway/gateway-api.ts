import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { testGatewayCheckouts } from '../../../db/schema/card-checkouts.ts';
import type { AppServices } from '../../../services.ts';
import { centsOf } from '../card-gateway.ts';
import { TEST_GATEWAY_API_KEY, TEST_GATEWAY_PREFIX, testGatewaySecret } from '../gateway-settings.ts';
import { authorizationHash, responseSignature, SIGNED_FIELDS } from '../iyzico-signature.ts';

type Json = Record<string, unknown>;
type Row = typeof testGatewayCheckouts.$inferSelect;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The shape of the test gateway's tokens (UUIDs) and ids (digits); other values name nothing. */
export const TOKEN_PATTERN = /^[0-9a-f-]{36}$/i;
const ID_PATTERN = /^\d{1,20}$/;

/** A numeric id the way iyzico's look (payment and transaction ids are digits). */
export const numericId = () => String(randomInt(10_000_000, 99_999_999));

/**
 * The API half of the test gateway: iyzico's checkout form initialize and retrieve and its refund, at the same paths
 * under /test-gateway/api, refusing requests without a valid IYZWSv2 authorization and signing answers as iyzico
 * does, so the site's real client code (the iyzipay SDK and our checks) runs unchanged against it.
 */
export async function testGatewayApi(app: FastifyInstance, { services }: { services: AppServices }) {
  const { db } = services.database;
  const { config } = services;
  const secretKey = testGatewaySecret(config);
  const sign = (fields: readonly string[], answer: Json) =>
    responseSignature(
      fields.map((name) => answer[name] as string | number | undefined),
      secretKey,
    );

  // The raw body is what the request's authorization signs.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as FastifyRequest & { rawBody?: string }).rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });

  const authorized = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const random = request.headers['x-iyzi-rnd'];
    if (!header.startsWith('IYZWSv2 ') || typeof random !== 'string') return false;
    const path = request.url.slice(`${TEST_GATEWAY_PREFIX}/api`.length).split('?')[0] ?? '';
    const body = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
    const expected = authorizationHash(
      { apiKey: TEST_GATEWAY_API_KEY, secretKey },
      { randomKey: random, path, body },
    );
    const given = Buffer.from(header.slice('IYZWSv2 '.length));
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };

  const failure = (errorCode: string, errorMessage: string, conversationId?: unknown) => ({
    status: 'failure',
    errorCode,
    errorMessage,
    locale: 'en',
    systemTime: services.clock.now().getTime(),
    ...(conversationId ? { conversationId: text(conversationId) } : {}),
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!authorized(request)) return reply.send(failure('1001', 'API credentials not found'));
  });

  app.post('/payment/iyzipos/checkoutform/initialize/auth/ecom', async (request) => {
    const body = (request.body ?? {}) as Json;
    const price = text(body.price);
    const callbackUrl = text(body.callbackUrl);
    const printable = [
      price,
      callbackUrl,
      text(body.conversationId),
      text(body.basketId),
      text(body.currency),
    ].every(
      (value) => value.length <= 500 && ![...value].some((character) => character.charCodeAt(0) < 0x20),
    );
    if (
      !printable ||
      !(centsOf(price) > 0) ||
      text(body.paidPrice) !== price ||
      !/^https?:\/\//.test(callbackUrl)
    ) {
      return failure(
        '5',
        'Invalid request: price, paidPrice and callbackUrl are required',
        body.conversationId,
      );
    }
    const token = randomUUID();
    await db.insert(testGatewayCheckouts).values({
      token,
      conversationId: text(body.conversationId),
      basketId: text(body.basketId),
      price,
      paidPrice: price,
      currency: text(body.currency) || 'TRY',
      callbackUrl,
      locale: text(body.locale) || 'tr',
      createdAt: services.clock.now(),
    });
    const answer: Json = {
      status: 'success',
      locale: text(body.locale) || 'tr',
      systemTime: services.clock.now().getTime(),
      conversationId: text(body.conversationId),
      token,
      tokenExpireTime: 1800,
      paymentPageUrl: `${config.PUBLIC_URL}${TEST_GATEWAY_PREFIX}/pay/${token}`,
      checkoutFormContent: '',
    };
    return { ...answer, signature: sign(SIGNED_FIELDS.checkoutInitialize, answer) };
  });

  app.post('/payment/iyzipos/checkoutform/auth/ecom/detail', async (request) => {
    const body = (request.body ?? {}) as Json;
    if (!TOKEN_PATTERN.test(text(body.token))) return failure('5', 'Token not found', body.conversationId);
    const [row] = await db
      .select()
      .from(testGatewayCheckouts)
      .where(eq(testGatewayCheckouts.token, text(body.token)));
    if (!row) return failure('5', 'Token not found', body.conversationId);
    return retrieveAnswer(row, body);
  });

  const retrieveAnswer = (row: Row, body: Json) => {
    const paid = row.paymentStatus === 'SUCCESS';
    const answer: Json = {
      status: 'success',
      locale: text(body.locale) || row.locale,
      systemTime: services.clock.now().getTime(),
      conversationId: row.conversationId,
      token: row.token,
      callbackUrl: row.callbackUrl,
      paymentStatus: row.paymentStatus,
      currency: row.currency,
      basketId: row.basketId,
      price: Number(row.price),
      paidPrice: Number(row.paidPrice),
      installment: 1,
      ...(row.paymentStatus === 'FAILURE'
        ? { errorCode: row.errorCode, errorMessage: row.errorMessage }
        : {}),
      ...(paid
        ? {
            paymentId: row.paymentId,
            fraudStatus: 1,
            itemTransactions: [
              {
                itemId: row.basketId,
                paymentTransactionId: row.paymentTransactionId,
                price: Number(row.price),
                paidPrice: Number(row.paidPrice),
              },
            ],
          }
        : {}),
    };
    return { ...answer, signature: sign(SIGNED_FIELDS.checkoutRetrieve, answer) };
  };

  app.post('/payment/refund', async (request) => {
    const body = (request.body ?? {}) as Json;
    const cents = centsOf(text(body.price));
    if (!ID_PATTERN.test(text(body.paymentTransactionId)) || !Number.isSafeInteger(cents)) {
      return failure('5', 'Payment transaction not found');
    }
    const [row] = await db
      .select()
      .from(testGatewayCheckouts)
      .where(eq(testGatewayCheckouts.paymentTransactionId, text(body.paymentTransactionId)));
    if (row?.paymentStatus !== 'SUCCESS') return failure('5', 'Payment transaction not found');
    if (!row.refundable) {
      return failure('10215', 'Refund is not permitted for this payment (test card that cannot be refunded)');
    }
    // One statement, so two refunds at once can never return more than was paid.
    const [updated] = await db
      .update(testGatewayCheckouts)
      .set({ refundedCents: sql`${testGatewayCheckouts.refundedCents} + ${cents}` })
      .where(
        sql`${testGatewayCheckouts.token} = ${row.token} and ${cents} > 0 and ${testGatewayCheckouts.refundedCents} + ${cents} <= ${centsOf(row.paidPrice)}`,
      )
      .returning();
    if (!updated) return failure('5092', 'The refund exceeds what remains of the payment');
    return {
      status: 'success',
      locale: 'en',
      systemTime: services.clock.now().getTime(),
      paymentId: row.paymentId,
      paymentTransactionId: row.paymentTransactionId,
      price: cents / 100,
      currency: row.currency,
    };
  });
}
