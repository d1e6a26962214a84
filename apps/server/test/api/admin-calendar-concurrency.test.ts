import { randomUUID } from 'node:crypto';
import { and, gte, inArray, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pricingDays } from '../../src/db/schema/pricing.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';
import { daysFromToday, insertListing } from './catalogue-fixtures.ts';
import { injector } from './reservation-fixtures.ts';

type Request = { apartmentIds: string[]; from: number; to: number; change: Record<string, unknown> };
/** apartment id → date → [price cents, original price cents or null], for the days a test looks at. */
type Calendar = Map<string, Map<string, [number, number | null]>>;

const BASE_CENTS = 10_000;

/**
 * What a request does to a calendar, computed here independently of the server: the rules of decision 080 (a price
 * keeps the struck-through price only while it is above it; a discount is taken off the undiscounted price).
 */
function applied(calendar: Calendar, request: Request): Calendar {
  const next: Calendar = new Map([...calendar].map(([id, days]) => [id, new Map(days)]));
  for (const id of request.apartmentIds) {
    const days = next.get(id) ?? new Map();
    next.set(id, days);
    for (let offset = request.from; offset <= request.to; offset++) {
      const date = daysFromToday(offset);
      const [price, original] = days.get(date) ?? [BASE_CENTS, null];
      if (request.change.kind === 'price') {
        const cents = Math.round(Number(request.change.price) * 100);
        days.set(date, [cents, original !== null && original > cents ? original : null]);
      } else {
        const undiscounted = original ?? price;
        const discounted = Math.round((undiscounted * (100 - Number(request.change.percent))) / 100);
        days.set(date, [discounted, discounted < undiscounted ? undiscounted : null]);
      }
    }
  }
  return next;
}

const serialised = (calendar: Calendar) =>
  JSON.stringify(
    [...calendar]
      .map(([id, days]) => [id, [...days].sort(([a], [b]) => a.localeCompare(b))] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * Issue 15 point 8: two operators saving overlapping ranges at the same moment leave the calendar as if one had saved
 * after the other (the final state equals applying the two requests in some serial order), with no day lost or mixed.
 * Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the two requests really run side by side.
 */
describe('back-office calendar changes racing each other', () => {
  const context = useTestApp();
  const inject = injector(context);
  let operators: [string, string];
  let apartments: string[];

  beforeAll(async () => {
    const [first, second] = await Promise.all([
      createUser(context.db, { role: 'admin', name: 'Operator One' }),
      createUser(context.db, { role: 'admin', name: 'Operator Two' }),
    ]);
    operators = [await signIn(context.services, first.id), await signIn(context.services, second.id)];
    apartments = [];
    for (const label of ['race-a', 'race-b', 'race-c']) {
      apartments.push((await insertListing(context.db, { label, basePriceCents: BASE_CENTS })).id);
    }
  });

  const send = (request: Request, token: string) =>
    inject({
      method: 'POST',
      url: '/api/admin/calendar/changes',
      token,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        apartmentIds: request.apartmentIds,
        from: daysFromToday(request.from),
        to: daysFromToday(request.to),
        change: request.change,
      },
    });

  async function stored(firstDay: number, lastDay: number): Promise<Calendar> {
    const rows = await context.db
      .select()
      .from(pricingDays)
      .where(
        and(
          inArray(pricingDays.apartmentId, apartments),
          gte(pricingDays.date, daysFromToday(firstDay)),
          lte(pricingDays.date, daysFromToday(lastDay)),
        ),
      );
    const calendar: Calendar = new Map();
    for (const row of rows) {
      const days = calendar.get(row.apartmentId) ?? new Map();
      calendar.set(row.apartmentId, days);
      days.set(row.date, [row.priceCents, row.originalPriceCents]);
    }
    return calendar;
  }

  async function race(rounds: number, requestsOf: (round: number, firstDay: number) => [Request, Request]) {
    const orders = { firstThenSecond: 0, secondThenFirst: 0 };
    for (let round = 0; round < rounds; round++) {
      // Each round on days of its own, starting from the base price.
      const firstDay = 100 + round * 20;
      const before = await stored(firstDay, firstDay + 19);
      const [one, two] = requestsOf(round, firstDay);
      const answers = await Promise.all([send(one, operators[0]), send(two, operators[1])]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const after = serialised(await stored(firstDay, firstDay + 19));
      const oneThenTwo = serialised(applied(applied(before, one), two));
      const twoThenOne = serialised(applied(applied(before, two), one));
      expect([oneThenTwo, twoThenOne], `round ${round}`).toContain(after);
      if (after === oneThenTwo) orders.firstThenSecond++;
      if (after === twoThenOne) orders.secondThenFirst++;
    }
    return orders;
  }

  it('two prices on overlapping ranges and apartments: every day has one of the two, in one serial order', async () => {
    const [a, b, c] = apartments as [string, string, string];
    const orders = await race(12, (round, day) => [
      // Apartments listed in opposite orders: the server locks them in one order, so they never deadlock.
      { apartmentIds: [b, a], from: day, to: day + 9, change: { kind: 'price', price: 150 + round } },
      { apartmentIds: [c, b], from: day + 5, to: day + 14, change: { kind: 'price', price: 250 + round } },
    ]);
    expect(orders.firstThenSecond + orders.secondThenFirst).toBeGreaterThanOrEqual(12);
  });

  it('a price and a discount, whose order matters, still end in one serial order', async () => {
    const [a, b] = apartments as [string, string, string];
    await race(8, (round, day) => [
      { apartmentIds: [a, b], from: day, to: day + 9, change: { kind: 'price', price: 150 + round } },
      { apartmentIds: [b, a], from: day + 3, to: day + 12, change: { kind: 'discount', percent: 20 } },
    ]);
  });
});
