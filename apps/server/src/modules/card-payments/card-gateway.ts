import Iyzipay from 'iyzipay';
import { z } from 'zod';
import type { CardGatewaySettings } from './gateway-settings.ts';
import { hasValidSignature, SIGNED_FIELDS } from './iyzico-signature.ts';

/** A gateway that does not answer in this time is treated as down: the guest may retry, a job asks again. */
const GATEWAY_TIMEOUT_MS = 20_000;

export class CardGatewayError extends Error {
  override name = 'CardGatewayError';
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

const failureFields = {
  status: z.string(),
  errorCode: z.union([z.string(), z.number()]).transform(String).optional(),
  errorMessage: z.string().optional(),
};

const initializeAnswer = z.object({
  ...failureFields,
  token: z.string().optional(),
  paymentPageUrl: z.string().optional(),
  conversationId: z.string().optional(),
  signature: z.string().optional(),
});

const transaction = z.object({ paymentTransactionId: z.union([z.string(), z.number()]).transform(String) });

const retrieveAnswer = z
  .object({
    ...failureFields,
    token: z.string().optional(),
    paymentStatus: z.string().optional(),
    paymentId: z.union([z.string(), z.number()]).optional(),
    currency: z.string().optional(),
    basketId: z.string().optional(),
    conversationId: z.string().optional(),
    price: z.union([z.string(), z.number()]).optional(),
    paidPrice: z.union([z.string(), z.number()]).optional(),
    signature: z.string().optional(),
    // iyzico's answers name them itemTransactions; the SDK's typings say paymentItems.
    itemTransactions: z.array(transaction).optional(),
    paymentItems: z.array(transaction).optional(),
  })
  .loose();

const refundAnswer = z.object({ ...failureFields, paymentId: z.union([z.string(), z.number()]).optional() });

export type CheckoutStart = {
  conversationId: string;
  basketId: string;
  /** Euros with two decimals, as iyzico takes them. */
  price: string;
  callbackUrl: string;
  locale: 'tr' | 'en';
  buyer: {
    id: string;
    name: string;
    surname: string;
    email: string;
    gsmNumber: string;
    country: string;
    ip: string;
  };
  item: { id: string; name: string; category: string };
};

/** What a checkout came to, after its signature was checked. */
export type CheckoutResult =
  | {
      outcome: 'success';
      paymentId: string;
      paymentTransactionId: string | null;
      currency: string;
      conversationId: string;
      basketId: string;
      priceCents: number;
      paidPriceCents: number;
    }
  | { outcome: 'failure'; errorCode: string; errorMessage: string }
  /** Not paid yet (the guest is still on the hosted page). */
  | { outcome: 'open' };

/** iyzico's answers carry prices as numbers such as 120.5; cents avoid comparing floats. */
export const centsOf = (price: string | number | undefined) => Math.round(Number(price ?? Number.NaN) * 100);

export type CardGateway = ReturnType<typeof createCardGateway>;

/**
 * iyzico's checkout form through its official SDK (`iyzipay`), promised and checked: every answer is parsed, and the
 * signature of initialize and retrieve verified with the secret key before anything is believed (decision 086).
 */
export function createCardGateway(settings: CardGatewaySettings) {
  const client = new Iyzipay({
    apiKey: settings.apiKey,
    secretKey: settings.secretKey,
    uri: settings.baseUrl,
  });

  const call = <T>(
    run: (done: (error: Error | null, result: unknown) => void) => void,
    schema: z.ZodType<T>,
  ) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new CardGatewayError('the card gateway did not answer in time', 'gateway_timeout')),
        GATEWAY_TIMEOUT_MS,
      );
      run((error, result) => {
        clearTimeout(timer);
        if (error) {
          reject(
            new CardGatewayError(
              `the card gateway could not be reached: ${error.message}`,
              'gateway_unreachable',
            ),
          );
          return;
        }
        const parsed = schema.safeParse(result);
        if (!parsed.success)
          reject(new CardGatewayError('the card gateway answered something unexpected', 'gateway_answer'));
        else resolve(parsed.data);
      });
    });

  const forged = () =>
    new CardGatewayError('the card gateway answer has no valid signature', 'signature_invalid');

  return {
    test: settings.test,

    async initializeCheckout(start: CheckoutStart): Promise<{ token: string; paymentPageUrl: string }> {
      const answer = await call(
        (done) =>
          client.checkoutFormInitialize.create(
            {
              locale: start.locale,
              conversationId: start.conversationId,
              price: start.price,
              paidPrice: start.price,
              currency: 'EUR',
              basketId: start.basketId,
              paymentGroup: 'PRODUCT',
              callbackUrl: start.callbackUrl,
              enabledInstallments: [1],
              buyer: {
                id: start.buyer.id,
                name: start.buyer.name,
                surname: start.buyer.surname,
                gsmNumber: start.buyer.gsmNumber,
                email: start.buyer.email,
                // iyzico requires a Turkish identity number; foreign guests have none, and its documentation
                // gives this placeholder for them.
                identityNumber: '11111111111',
                registrationAddress: 'Not collected',
                ip: start.buyer.ip,
                city: 'Istanbul',
                country: start.buyer.country,
              },
              billingAddress: {
                contactName: `${start.buyer.name} ${start.buyer.surname}`,
                city: 'Istanbul',
                country: start.buyer.country,
                address: 'Not collected',
              },
              basketItems: [
                {
                  id: start.item.id,
                  name: start.item.name,
                  category1: start.item.category,
                  itemType: 'VIRTUAL',
                  price: start.price,
                },
              ],
            } as unknown as Parameters<typeof client.checkoutFormInitialize.create>[0],
            done as never,
          ),
        initializeAnswer,
      );
      if (answer.status !== 'success' || !answer.token || !answer.paymentPageUrl) {
        throw new CardGatewayError(
          answer.errorMessage ?? 'the checkout could not be started',
          answer.errorCode ?? 'initialize_failed',
        );
      }
      if (!hasValidSignature(answer, SIGNED_FIELDS.checkoutInitialize, settings.secretKey)) throw forged();
      if (answer.conversationId !== start.conversationId) throw forged();
      return { token: answer.token, paymentPageUrl: answer.paymentPageUrl };
    },

    async retrieveCheckout(token: string, conversationId: string): Promise<CheckoutResult> {
      const answer = await call(
        (done) =>
          client.checkoutForm.retrieve({ locale: 'en', conversationId, token } as never, done as never),
        retrieveAnswer,
      );
      if (answer.status !== 'success') {
        return {
          outcome: 'failure',
          errorCode: answer.errorCode ?? 'unknown',
          errorMessage: answer.errorMessage ?? 'payment failed',
        };
      }
      if (!hasValidSignature(answer, SIGNED_FIELDS.checkoutRetrieve, settings.secretKey)) throw forged();
      if (answer.token !== token) throw forged();
      if (answer.paymentStatus !== 'SUCCESS') {
        if (answer.paymentStatus === 'FAILURE') {
          return {
            outcome: 'failure',
            errorCode: answer.errorCode ?? 'payment_failed',
            errorMessage: answer.errorMessage ?? 'payment failed',
          };
        }
        return { outcome: 'open' };
      }
      const [first] = answer.itemTransactions ?? answer.paymentItems ?? [];
      return {
        outcome: 'success',
        paymentId: String(answer.paymentId ?? ''),
        paymentTransactionId: first?.paymentTransactionId ?? null,
        currency: answer.currency ?? '',
        conversationId: answer.conversationId ?? '',
        basketId: answer.basketId ?? '',
        priceCents: centsOf(answer.price),
        paidPriceCents: centsOf(answer.paidPrice),
      };
    },

    /** Refunds part or all of a payment's one basket item; iyzico's refund answers are not signed (TLS vouches). */
    async refund({
      paymentTransactionId,
      amountCents,
      conversationId,
      ip,
    }: {
      paymentTransactionId: string;
      amountCents: number;
      conversationId: string;
      ip: string;
    }): Promise<void> {
      const answer = await call(
        (done) =>
          client.refund.create(
            {
              locale: 'en',
              conversationId,
              paymentTransactionId,
              price: (amountCents / 100).toFixed(2),
              currency: 'EUR',
              ip,
            } as never,
            done as never,
          ),
        refundAnswer,
      );
      if (answer.status !== 'success') {
        throw new CardGatewayError(
          answer.errorMessage ?? 'the refund was refused',
          answer.errorCode ?? 'refund_failed',
        );
      }
    },
  };
}
