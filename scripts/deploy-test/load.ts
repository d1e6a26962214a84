// The load generator of the restart and crash checks: concurrent clients asking through nginx for pages, API
// answers and bookings. Every answer that is not 2xx/3xx, and every request that got no answer, is a failure.
import { randomUUID } from 'node:crypto';
import { book, count } from '../../bench/load/booking-clients.ts';
import type { BenchMember } from '../../bench/load/booking-members.ts';
import type { BookingAttempt } from '../../bench/load/booking-plan.ts';

export type Booked = {
  key: string;
  id?: string;
  attempt: BookingAttempt;
  member: BenchMember;
  status: number;
  code: string;
};

export type LoadTally = {
  requests: number;
  /** "GET /path 502", "POST booking network: …": what failed, counted. */
  failures: Map<string, number>;
  bookings: Booked[];
};

const PAGES = ['/', '/en/rentals', '/api/apartments', '/api/tours', '/en/owners', '/api/health'];

export function startLoad({
  base,
  members,
  stays,
  clients,
  bookingEvery = 4,
}: {
  base: string;
  /** One request in this many books (1: only bookings). */
  bookingEvery?: number;
  members: BenchMember[];
  /** Taken in order, one per booking; when none is left the clients only read. */
  stays: BookingAttempt[];
  clients: number;
}) {
  const tally: LoadTally = { requests: 0, failures: new Map(), bookings: [] };
  let running = true;
  const client = async (index: number) => {
    for (let sent = 0; running; sent++) {
      tally.requests++;
      const stay = sent % bookingEvery === bookingEvery - 1 ? stays.shift() : undefined;
      if (stay) {
        const member = members[(index + sent) % members.length] as BenchMember;
        const key = randomUUID();
        const answer = await book(base, member, stay, 'bank_transfer', key);
        tally.bookings.push({ key, attempt: stay, member, ...answer });
        if (answer.status < 200 || answer.status >= 400)
          count(tally.failures, `POST booking ${answer.status || 'network'} ${answer.code}`);
        continue;
      }
      const page = PAGES[(index + sent) % PAGES.length] as string;
      try {
        const response = await fetch(`${base}${page}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status >= 400) count(tally.failures, `GET ${page} ${response.status}`);
      } catch (error) {
        count(
          tally.failures,
          `GET ${page} network: ${error instanceof Error ? (error.cause ?? error.message) : error}`,
        );
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    tally,
    async stop(): Promise<LoadTally> {
      running = false;
      await done;
      return tally;
    },
  };
}

export const failureCount = (tally: LoadTally) => [...tally.failures.values()].reduce((sum, n) => sum + n, 0);
