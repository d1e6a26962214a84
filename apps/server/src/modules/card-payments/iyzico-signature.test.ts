import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  authorizationHash,
  hasValidSignature,
  responseSignature,
  SIGNED_FIELDS,
} from './iyzico-signature.ts';

// iyzico's own implementation (its Node SDK's utils), to prove ours computes the same bytes.
const iyzicoUtils = createRequire(import.meta.url)('iyzipay/lib/utils.js') as {
  calculateHmacSHA256Signature: (params: unknown[], secretKey: string) => string;
  generateHashV2: (
    apiKey: string,
    separator: string,
    uri: string,
    randomString: string,
    secretKey: string,
    body: unknown,
  ) => string;
};

const SECRET = 'sandbox-secret-key';
// The field values of iyzico's documented checkout form retrieve answer (docs.iyzico.com, CF-Retrieve).
const retrieved = {
  paymentStatus: 'SUCCESS',
  paymentId: '24478123',
  currency: 'TRY',
  basketId: 'basketId',
  conversationId: '8152109759',
  paidPrice: 6,
  price: 6,
  token: '077aff05-1e9b-44aa-aa11-c268bb8b3826',
};
const fields = SIGNED_FIELDS.checkoutRetrieve.map((name) => retrieved[name]);

describe('iyzico signatures', () => {
  it('signs a checkout answer exactly as iyzico’s SDK does: the documented fields joined by colons, HMAC-SHA256, hex', () => {
    const ours = responseSignature(fields, SECRET);
    expect(ours).toBe(iyzicoUtils.calculateHmacSHA256Signature(fields, SECRET));
    expect(ours).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts an answer with its signature and refuses one with any field changed, another key or none', () => {
    const signature = responseSignature(fields, SECRET);
    expect(hasValidSignature({ ...retrieved, signature }, SIGNED_FIELDS.checkoutRetrieve, SECRET)).toBe(true);
    expect(
      hasValidSignature(
        { ...retrieved, signature: signature.toUpperCase() },
        SIGNED_FIELDS.checkoutRetrieve,
        SECRET,
      ),
    ).toBe(true);
    expect(
      hasValidSignature({ ...retrieved, paidPrice: 0.06, signature }, SIGNED_FIELDS.checkoutRetrieve, SECRET),
    ).toBe(false);
    expect(
      hasValidSignature(
        { ...retrieved, conversationId: 'other', signature },
        SIGNED_FIELDS.checkoutRetrieve,
        SECRET,
      ),
    ).toBe(false);
    expect(
      hasValidSignature({ ...retrieved, signature }, SIGNED_FIELDS.checkoutRetrieve, 'another-secret'),
    ).toBe(false);
    expect(hasValidSignature({ ...retrieved }, SIGNED_FIELDS.checkoutRetrieve, SECRET)).toBe(false);
    expect(
      hasValidSignature({ ...retrieved, signature: 'abc' }, SIGNED_FIELDS.checkoutRetrieve, SECRET),
    ).toBe(false);
  });

  it('checks the initialize answer over conversation id and token', () => {
    const answer = { conversationId: 'r-1', token: 't-1' };
    const signature = iyzicoUtils.calculateHmacSHA256Signature(['r-1', 't-1'], SECRET);
    expect(hasValidSignature({ ...answer, signature }, SIGNED_FIELDS.checkoutInitialize, SECRET)).toBe(true);
    expect(
      hasValidSignature({ ...answer, token: 't-2', signature }, SIGNED_FIELDS.checkoutInitialize, SECRET),
    ).toBe(false);
  });

  it('computes the IYZWSv2 authorization the SDK sends (random key + path + JSON body)', () => {
    const body = { locale: 'en', conversationId: 'r-1', token: 't-1' };
    const path = '/payment/iyzipos/checkoutform/auth/ecom/detail';
    expect(
      authorizationHash(
        { apiKey: 'api-key', secretKey: SECRET },
        { randomKey: '123456', path, body: JSON.stringify(body) },
      ),
    ).toBe(iyzicoUtils.generateHashV2('api-key', ':', path, '123456', SECRET, body));
  });
});
