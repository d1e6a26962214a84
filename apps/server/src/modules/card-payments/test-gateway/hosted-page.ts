import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { testGatewayCheckouts } from '../../../db/schema/card-checkouts.ts';
import type { AppServices } from '../../../services.ts';
import { TEST_GATEWAY_PREFIX, testGatewaySecret } from '../gateway-settings.ts';
import { numericId, TOKEN_PATTERN, testGatewayApi } from './gateway-api.ts';
import {
  TEST_3DS_CODE,
  TEST_CARDS,
  type TestCardOutcome,
  THREE_DS_FAILURE,
  testCardOutcome,
} from './test-cards.ts';

const TEXTS = {
  en: {
    banner: 'TEST PAYMENT PAGE — no money moves. This is the site’s built-in stand-in for iyzico.',
    title: 'Pay by card',
    amount: 'Amount',
    number: 'Card number',
    holder: 'Name on the card',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    pay: 'Pay',
    cards: 'Test cards',
    bank: '3-D Secure: your bank asks for the code it sent',
    code: 'Verification code',
    codeHint: `Test code: ${TEST_3DS_CODE}`,
    confirm: 'Confirm',
    cancel: 'Cancel 3-D Secure',
    back: 'Back to the site',
    done: 'Returning to the site…',
    gone: 'This payment page no longer exists.',
  },
  tr: {
    banner:
      'TEST ÖDEME SAYFASI — para çekilmez. Bu, sitenin iyzico yerine kullandığı yerleşik test ağ geçididir.',
    title: 'Kartla öde',
    amount: 'Tutar',
    number: 'Kart numarası',
    holder: 'Kart üzerindeki ad',
    expiry: 'Son kullanma (AA/YY)',
    cvc: 'Güvenlik kodu',
    pay: 'Öde',
    cards: 'Test kartları',
    bank: '3-D Secure: bankanız gönderdiği kodu soruyor',
    code: 'Doğrulama kodu',
    codeHint: `Test kodu: ${TEST_3DS_CODE}`,
    confirm: 'Onayla',
    cancel: '3-D Secure’u iptal et',
    back: 'Siteye dön',
    done: 'Siteye dönülüyor…',
    gone: 'Bu ödeme sayfası artık yok.',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const html = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(reply: FastifyReply, lang: string, t: Texts, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${html(t.title)} — TEST</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:1rem;color:#1c1917}.banner{background:#fef3c7;border:2px solid #d97706;padding:.75rem;border-radius:.5rem;font-weight:700}label{display:block;margin-top:.75rem}input{display:block;width:100%;box-sizing:border-box;font-size:1.1rem;padding:.5rem;margin-top:.25rem}button{margin-top:1rem;min-height:2.75rem;padding:0 1.25rem;font-size:1rem}ul{font-size:.85rem}</style></head>
<body><p class="banner" role="note" data-testid="test-gateway-banner">${html(t.banner)}</p>${body}</body></html>`);
}

/**
 * The hosted half of the test gateway: the card page and the bank's 3-D Secure step, then back to the site's
 * callback with the token, as iyzico's page does. The typed card number only picks a test outcome: it is carried to
 * the 3-D Secure step as that outcome, signed so it cannot be forged, and never stored or logged.
 */
export async function testGatewayPages(app: FastifyInstance, { services }: { services: AppServices }) {
  const { db } = services.database;
  const secret = testGatewaySecret(services.config);
  const seal = (token: string, outcome: TestCardOutcome) => {
    const data = Buffer.from(JSON.stringify(outcome)).toString('base64url');
    return `${data}.${createHmac('sha256', secret).update(`${token}.${data}`).digest('base64url')}`;
  };
  const unseal = (token: string, sealed: string): TestCardOutcome | null => {
    const [data = '', mac = ''] = sealed.split('.');
    const expected = Buffer.from(createHmac('sha256', secret).update(`${token}.${data}`).digest('base64url'));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return JSON.parse(Buffer.from(data, 'base64url').toString()) as TestCardOutcome;
  };

  // The browser posts the forms as application/x-www-form-urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const open = async (token: string) => {
    // Tokens are UUIDs: anything else (a NUL byte, a megabyte) names no checkout and must not reach the database.
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const [row] = await db.select().from(testGatewayCheckouts).where(eq(testGatewayCheckouts.token, token));
    return row;
  };
  const textsOf = (locale: string | undefined) => (locale === 'tr' ? TEXTS.tr : TEXTS.en);
  const base = `${TEST_GATEWAY_PREFIX}/pay`;

  app.get<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const row = await open(request.params.token);
    const t = textsOf(row?.locale);
    if (row?.paymentStatus !== 'INIT') return page(reply.status(404), 'en', t, `<p>${html(t.gone)}</p>`);
    const cards = TEST_CARDS.map((card) => `<li><code>${card.number}</code> — ${html(card.label)}</li>`).join(
      '',
    );
    return page(
      reply,
      row.locale,
      t,
      `<h1>${html(t.title)}</h1><p>${html(t.amount)}: <strong>${html(row.paidPrice)} ${html(row.currency)}</strong></p>
<form method="post" action="${base}/${encodeURIComponent(row.token)}" autocomplete="off">
<label>${html(t.number)}<input name="cardNumber" inputmode="numeric" required autocomplete="off"></label>
<label>${html(t.holder)}<input name="holder" required autocomplete="off"></label>
<label>${html(t.expiry)}<input name="expiry" required autocomplete="off" placeholder="12/30"></label>
<label>${html(t.cvc)}<input name="cvc" inputmode="numeric" required autocomplete="off"></label>
<button type="submit">${html(t.pay)}</button></form>
<h2>${html(t.cards)}</h2><ul>${cards}</ul>`,
    );
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> }>(
    '/pay/:token',
    async (request, reply) => {
      const row = await open(request.params.token);
      const t = textsOf(row?.locale);
      if (row?.paymentStatus !== 'INIT') return page(reply.status(404), 'en', t, `<p>${html(t.gone)}</p>`);
      const outcome = testCardOutcome(String(request.body?.cardNumber ?? ''));
      return page(
        reply,
        row.locale,
        t,
        `<h1>${html(t.bank)}</h1><form method="post" action="${base}/${encodeURIComponent(row.token)}/3ds" autocomplete="off">
<input type="hidden" name="outcome" value="${html(seal(row.token, outcome))}">
<label>${html(t.code)}<input name="code" inputmode="numeric" autocomplete="one-time-code"></label><p>${html(t.codeHint)}</p>
<button type="submit" name="action" value="confirm">${html(t.confirm)}</button>
<button type="submit" name="action" value="cancel">${html(t.cancel)}</button></form>`,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: Record<string, string> }>(
    '/pay/:token/3ds',
    async (request, reply) => {
      const row = await open(request.params.token);
      const t = textsOf(row?.locale);
      if (!row) return page(reply.status(404), 'en', t, `<p>${html(t.gone)}</p>`);
      const outcome = unseal(row.token, String(request.body?.outcome ?? ''));
      if (!outcome) return page(reply.status(400), row.locale, t, `<p>${html(t.gone)}</p>`);
      const confirmed = request.body?.action === 'confirm' && request.body?.code === TEST_3DS_CODE;
      const result: Partial<typeof testGatewayCheckouts.$inferInsert> = !confirmed
        ? { paymentStatus: 'FAILURE', ...THREE_DS_FAILURE }
        : outcome.result === 'failure'
          ? { paymentStatus: 'FAILURE', errorCode: outcome.errorCode, errorMessage: outcome.errorMessage }
          : {
              paymentStatus: 'SUCCESS',
              paymentId: numericId(),
              paymentTransactionId: numericId(),
              refundable: outcome.refundable,
            };
      // Only the first answer counts: a second submit of the same page changes nothing.
      await db
        .update(testGatewayCheckouts)
        .set(result)
        .where(
          and(eq(testGatewayCheckouts.token, row.token), eq(testGatewayCheckouts.paymentStatus, 'INIT')),
        );
      return page(
        reply,
        row.locale,
        t,
        `<p>${html(t.done)}</p><form id="back" method="post" action="${html(row.callbackUrl)}"><input type="hidden" name="token" value="${html(row.token)}"><button type="submit">${html(t.back)}</button></form>
<script nonce="${reply.pageNonce}">document.getElementById('back').submit()</script>`,
      );
    },
  );
}

/** The whole test gateway under /test-gateway: only registered when no iyzico keys are set. */
export async function testGatewayRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  // A stand-in for iyzico, not part of the site's API: kept out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  await app.register(testGatewayApi, { services, prefix: '/api' });
  await app.register(testGatewayPages, { services });
  // Anything else under /test-gateway (an unknown path, a token far too long for the router) is simply not there.
  app.all('/*', async (_request, reply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Not found'),
  );
}
