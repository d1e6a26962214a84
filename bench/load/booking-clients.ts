// Concurrent members sending the planned booking attempts to the servers, and what they were answered.
import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { CreateReservationBody } from '@konak/domain/api/reservations/create-reservation';
import type { BenchMember } from './booking-members.ts';
import type { BookingAttempt } from './booking-plan.ts';

export type BookingTally = {
  attempts: number;
  accepted: number;
  /** 409 answers by code: dates_taken is the overlap the load provokes. */
  conflicts: Map<string, number>;
  /** Other 4xx answers by "status code": a planned stay broke a rule the plan should have respected. */
  otherClientErrors: Map<string, number>;
  /** 5xx answers and requests that got no answer at all: must stay empty. */
  errors: Map<string, number>;
  /** Response times of every attempt, in milliseconds, sorted. */
  latencies: number[];
  seconds: number;
};

type LoadOptions = { attempts: BookingAttempt[]; members: BenchMember[]; baseUrls: string[] };

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One client per member, all at once. Each takes the next planned attempt until none is left and sends it with its
 * own token and a fresh Idempotency-Key, to the servers in turn (client c's k-th request goes to server c + k), so
 * every member's attempts, and so its per-process booking limit, are shared between the processes.
 */
export async function fireAttempts({ attempts, members, baseUrls }: LoadOptions): Promise<BookingTally> {
  const tally: BookingTally = {
    attempts: 0,
    accepted: 0,
    conflicts: new Map(),
    otherClientErrors: new Map(),
    errors: new Map(),
    latencies: [],
    seconds: 0,
  };
  let next = 0;
  const client = async (member: BenchMember, clientIndex: number) => {
    for (let sent = 0; next < attempts.length; sent++) {
      const attempt = attempts[next++];
      const baseUrl = baseUrls[(clientIndex + sent) % baseUrls.length];
      if (!attempt || !baseUrl) break;
      const started = performance.now();
      const outcome = await book(baseUrl, member, attempt);
      tally.latencies.push(performance.now() - started);
      tally.attempts++;
      if (outcome.status === 200 || outcome.status === 201) tally.accepted++;
      else if (outcome.status === 409) count(tally.conflicts, outcome.code);
      else if (outcome.status >= 400 && outcome.status < 500) {
        count(tally.otherClientErrors, `${outcome.status} ${outcome.code}`);
      } else count(tally.errors, `${outcome.status || 'network'} ${outcome.code}`);
    }
  };
  const started = performance.now();
  await Promise.all(members.map(client));
  tally.seconds = (performance.now() - started) / 1000;
  tally.latencies.sort((a, b) => a - b);
  return tally;
}

/**
 * The status and error code of one attempt, and the reservation's id when it was made; status 0 when no answer came
 * (refused connection, timeout). The card checkout load books by card; the deploy test retries with the same key.
 */
export async function book(
  baseUrl: string,
  member: BenchMember,
  attempt: BookingAttempt,
  paymentMethod: CreateReservationBody['paymentMethod'] = 'bank_transfer',
  idempotencyKey: string = randomUUID(),
): Promise<{ status: number; code: string; id?: string }> {
  const body: CreateReservationBody = {
    type: 'apartment',
    apartmentId: attempt.apartmentId,
    name: member.name,
    email: member.email,
    phone: '+90 532 123 45 67',
    checkIn: attempt.checkIn,
    checkOut: attempt.checkOut,
    adults: attempt.adults,
    children: 0,
    paymentMethod,
    acceptTerms: true,
  };
  const { status, text } = await post(`${baseUrl}/api/reservations/create`, JSON.stringify(body), {
    'content-type': 'application/json',
    'accept-language': 'en',
    authorization: `Bearer ${member.token}`,
    'idempotency-key': idempotencyKey,
  });
  if (status === 0) return { status, code: text };
  if (status >= 200 && status < 300) {
    try {
      const { id } = JSON.parse(text) as { id?: unknown };
      if (typeof id === 'string') return { status, code: '', id };
    } catch {
      // Counted below as an error.
    }
    return { status: 0, code: 'an acceptance without a reservation id' };
  }
  return { status, code: errorCode(text) };
}

// One keep-alive agent per server: node:http costs the load generator about half what fetch (undici) did per
// request (decision 108), and every answer is still read whole and checked. HTTPS for the deploy test's nginx.
const agents = new Map<string, HttpAgent>();

/** POSTs a body and reads the whole answer; status 0 with the error's text when no answer came. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const { origin, pathname, hostname, port, protocol } = new URL(url);
  const secure = protocol === 'https:';
  let agent = agents.get(origin);
  if (!agent) {
    agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    agents.set(origin, agent);
  }
  const request = secure ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = request(
      {
        agent,
        hostname,
        port,
        path: pathname,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', (error) => resolve({ status: 0, text: `${error.name}: ${error.message}` }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.on('error', (error) => resolve({ status: 0, text: `${error.name}: ${error.message}` }));
    outgoing.end(body);
  });
}

export function errorCode(text: string): string {
  try {
    return String((JSON.parse(text) as { code?: unknown }).code ?? '(no code)');
  } catch {
    return '(not JSON)';
  }
}

export function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}
