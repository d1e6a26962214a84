// Concurrent guests paying their card bookings on the built-in test gateway, through two server processes in turn.
import { book, count, errorCode } from './booking-clients.ts';
import type { BenchMember } from './booking-members.ts';
import type { BookingAttempt } from './booking-plan.ts';

/** iyzico's sandbox card the test gateway accepts, and the code of its 3-D Secure step (decision 088). */
const SUCCESS_CARD = '5528790000000008';
const THREE_DS_CODE = '283126';
const REQUEST_TIMEOUT_MS = 30_000;

export type CardTally = {
  attempts: number;
  booked: number;
  /** 409 answers to the booking by code: the overlap the load provokes. */
  conflicts: Map<string, number>;
  checkouts: number;
  /** What the callbacks sent the guests back with (paid, refunded, …), one per checkout. */
  results: Map<string, number>;
  /** Other 4xx, 5xx and requests without an answer, at any step: must stay empty. */
  errors: Map<string, number>;
  /** Time from the booking to the last callback's answer, per booked attempt, in milliseconds, sorted. */
  latencies: number[];
  seconds: number;
};

type LoadOptions = {
  attempts: BookingAttempt[];
  members: BenchMember[];
  baseUrls: string[];
  /** Every n-th booked attempt also pays in a second tab: a second checkout paid for the same reservation. */
  secondTabEvery: number;
};

class StepFailed extends Error {}

/**
 * One client per member, all at once, each taking the next planned attempt: books by card on one process, starts the
 * checkout on the other, pays on the hosted page (card, then the 3-D Secure step), and posts the callback to both
 * processes at once, as a doubled browser post would. Every n-th booking also pays a second checkout (two tabs).
 */
export async function fireCardCheckouts({
  attempts,
  members,
  baseUrls,
  secondTabEvery,
}: LoadOptions): Promise<CardTally> {
  const tally: CardTally = {
    attempts: 0,
    booked: 0,
    conflicts: new Map(),
    checkouts: 0,
    results: new Map(),
    errors: new Map(),
    latencies: [],
    seconds: 0,
  };
  let next = 0;
  const client = async (member: BenchMember, clientIndex: number) => {
    for (let sent = 0; next < attempts.length; sent++) {
      const attempt = attempts[next++];
      const first = baseUrls[(clientIndex + sent) % baseUrls.length];
      const other = baseUrls[(clientIndex + sent + 1) % baseUrls.length];
      if (!attempt || !first || !other) break;
      const started = performance.now();
      tally.attempts++;
      const booked = await book(first, member, attempt, 'card');
      if (booked.status === 409) {
        count(tally.conflicts, booked.code);
        continue;
      }
      if (booked.status !== 201 || !booked.id) {
        count(tally.errors, `book ${booked.status || 'network'} ${booked.code}`);
        continue;
      }
      tally.booked++;
      const tabs = tally.booked % secondTabEvery === 0 ? [other, first] : [other];
      try {
        const pages = await Promise.all(
          tabs.map((baseUrl) => startCheckout(baseUrl, member, booked.id ?? '')),
        );
        tally.checkouts += pages.length;
        await Promise.all(pages.map(payOnGateway));
        const outcomes = await Promise.all(
          pages.map(async (page) => {
            const answers = await Promise.all(baseUrls.map((baseUrl) => postCallback(baseUrl, page.token)));
            // Both processes must tell the same outcome of one checkout.
            if (new Set(answers).size !== 1)
              throw new StepFailed(`callbacks disagree: ${answers.join(' / ')}`);
            return answers[0] ?? '';
          }),
        );
        for (const outcome of outcomes) count(tally.results, outcome);
      } catch (error) {
        count(tally.errors, error instanceof StepFailed ? error.message : `network ${String(error)}`);
      }
      tally.latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(members.map(client));
  tally.seconds = (performance.now() - started) / 1000;
  tally.latencies.sort((a, b) => a - b);
  return tally;
}

async function call(url: string, init: RequestInit, step: string): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status >= 400) {
    throw new StepFailed(`${step} ${response.status} ${errorCode(await response.text())}`);
  }
  return response;
}

async function startCheckout(baseUrl: string, member: BenchMember, reservationId: string) {
  const response = await call(
    `${baseUrl}/api/reservations/${reservationId}/card-checkout`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ returnPath: '/en/reservation/apartment/bench' }),
    },
    'checkout',
  );
  const { paymentPageUrl } = (await response.json()) as { paymentPageUrl: string };
  return { paymentPageUrl, token: paymentPageUrl.split('/').at(-1) ?? '' };
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

/** The guest on the hosted page: the card, then the bank's 3-D Secure step confirmed with the test code. */
async function payOnGateway({ paymentPageUrl }: { paymentPageUrl: string }): Promise<void> {
  await (await call(paymentPageUrl, {}, 'gateway page')).text();
  const bank = await call(
    paymentPageUrl,
    form({ cardNumber: SUCCESS_CARD, holder: 'Bench Guest', expiry: '12/30', cvc: '123' }),
    'gateway card',
  );
  const outcome = /name="outcome" value="([^"]+)"/.exec(await bank.text())?.[1] ?? '';
  await (
    await call(
      `${paymentPageUrl}/3ds`,
      form({ outcome, code: THREE_DS_CODE, action: 'confirm' }),
      'gateway 3ds',
    )
  ).text();
}

/** The browser's post back to a process: answers the `cardPayment` outcome of its redirect. */
async function postCallback(baseUrl: string, token: string): Promise<string> {
  const response = await call(`${baseUrl}/api/payments/card/callback`, form({ token }), 'callback');
  const location = response.headers.get('location') ?? '';
  if (response.status !== 303) throw new StepFailed(`callback answered ${response.status}`);
  return new URL(location, baseUrl).searchParams.get('cardPayment') ?? '(none)';
}
