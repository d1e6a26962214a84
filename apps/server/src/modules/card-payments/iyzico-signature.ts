import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * iyzico's response signature (docs.iyzico.com "Response Signature Validation"; the `calculateHmacSHA256Signature`
 * of its Node and PHP SDKs): HMAC-SHA256 with the merchant's secret key over the answer's fields in the documented
 * order, joined by `:`, as lower-case hex.
 */
export function responseSignature(
  fields: readonly (string | number | undefined | null)[],
  secretKey: string,
) {
  return createHmac('sha256', secretKey)
    .update(fields.map((field) => (field === undefined || field === null ? '' : String(field))).join(':'))
    .digest('hex');
}

/** The documented field order of each answer we read. */
export const SIGNED_FIELDS = {
  /** Checkout form initialize: conversationId, token. */
  checkoutInitialize: ['conversationId', 'token'],
  /** Checkout form retrieve: paymentStatus, paymentId, currency, basketId, conversationId, paidPrice, price, token. */
  checkoutRetrieve: [
    'paymentStatus',
    'paymentId',
    'currency',
    'basketId',
    'conversationId',
    'paidPrice',
    'price',
    'token',
  ],
} as const;

type SignedAnswer = Record<string, unknown> & { signature?: unknown };

/** Compares in constant time; an answer without a signature, or with another, is not iyzico's. */
export function hasValidSignature(
  answer: SignedAnswer,
  fields: readonly string[],
  secretKey: string,
): boolean {
  if (typeof answer.signature !== 'string' || !/^[0-9a-f]{64}$/i.test(answer.signature)) return false;
  const expected = Buffer.from(
    responseSignature(
      fields.map((name) => answer[name] as string | number | undefined),
      secretKey,
    ),
    'hex',
  );
  return timingSafeEqual(expected, Buffer.from(answer.signature.toLowerCase(), 'hex'));
}

/**
 * The IYZWSv2 authorization of a request, as the `iyzipay` SDK sends it: HMAC-SHA256 (hex) of random key + request
 * path (without the base URL) + JSON body, then base64 of `apiKey:…&randomKey:…&signature:…`. The test gateway
 * checks requests with it, as iyzico does.
 */
export function authorizationHash(
  { apiKey, secretKey }: { apiKey: string; secretKey: string },
  { randomKey, path, body }: { randomKey: string; path: string; body: string },
): string {
  const signature = createHmac('sha256', secretKey)
    .update(randomKey + path + body)
    .digest('hex');
  return Buffer.from(`apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`).toString('base64');
}
