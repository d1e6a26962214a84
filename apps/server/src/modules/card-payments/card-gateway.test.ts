import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardGatewayError, createCardGateway } from './card-gateway.ts';
import { responseSignature, SIGNED_FIELDS } from './iyzico-signature.ts';

const SECRET = 'merchant-secret';

/** A stand-in for iyzico that answers every retrieve with `answer`, signed with `signWith`. */
function fakeIyzico() {
  let answer: Record<string, unknown> = {};
  let signWith = SECRET;
  const server: Server = createServer((_request, response) => {
    const signature = responseSignature(
      SIGNED_FIELDS.checkoutRetrieve.map((name) => answer[name] as string | number | undefined),
      signWith,
    );
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ...answer, signature }));
  });
  return {
    server,
    answer: (next: Record<string, unknown>, secret = SECRET) => {
      answer = next;
      signWith = secret;
    },
  };
}

const paid = {
  status: 'success',
  paymentStatus: 'SUCCESS',
  paymentId: '24478123',
  currency: 'EUR',
  basketId: 'checkout-1',
  conversationId: 'reservation-1',
  price: 120.5,
  paidPrice: 120.5,
  token: 'token-1',
  itemTransactions: [{ paymentTransactionId: '9001' }],
};

describe('the card gateway client', () => {
  const iyzico = fakeIyzico();
  let gateway: ReturnType<typeof createCardGateway>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => iyzico.server.listen(0, '127.0.0.1', resolve));
    const address = iyzico.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    gateway = createCardGateway({
      apiKey: 'key',
      secretKey: SECRET,
      baseUrl: `http://127.0.0.1:${port}`,
      test: false,
    });
  });
  afterAll(() => new Promise<void>((resolve) => iyzico.server.close(() => resolve())));

  it('reads a signed success with its amounts in cents and the transaction to refund', async () => {
    iyzico.answer(paid);
    expect(await gateway.retrieveCheckout('token-1', 'reservation-1')).toEqual({
      outcome: 'success',
      paymentId: '24478123',
      paymentTransactionId: '9001',
      currency: 'EUR',
      conversationId: 'reservation-1',
      basketId: 'checkout-1',
      priceCents: 12050,
      paidPriceCents: 12050,
    });
  });

  it('believes no answer signed with another key, nor one for another token', async () => {
    iyzico.answer(paid, 'someone-else');
    await expect(gateway.retrieveCheckout('token-1', 'reservation-1')).rejects.toMatchObject({
      code: 'signature_invalid',
    });
    iyzico.answer({ ...paid, token: 'token-2' });
    await expect(gateway.retrieveCheckout('token-1', 'reservation-1')).rejects.toBeInstanceOf(
      CardGatewayError,
    );
  });

  it('tells a refused card and a page still open apart', async () => {
    iyzico.answer({
      ...paid,
      paymentStatus: 'FAILURE',
      paymentId: undefined,
      errorCode: '10005',
      errorMessage: 'Not approved',
    });
    expect(await gateway.retrieveCheckout('token-1', 'reservation-1')).toEqual({
      outcome: 'failure',
      errorCode: '10005',
      errorMessage: 'Not approved',
    });
    iyzico.answer({ ...paid, paymentStatus: 'INIT_THREEDS', paymentId: undefined });
    expect(await gateway.retrieveCheckout('token-1', 'reservation-1')).toEqual({ outcome: 'open' });
  });
});
