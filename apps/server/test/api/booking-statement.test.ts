import { createReservationBodySchema } from '@konak/domain/api/reservations/create-reservation';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { channelBlocks, channelFeeds } from '../../src/db/schema/channel-sync.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { legalAcceptances } from '../../src/db/schema/legal.ts';
import { reservationEvents } from '../../src/db/schema/reservation-events.ts';
import { reservations } from '../../src/db/schema/reservations.ts';
import type { SessionUser } from '../../src/http/session-tokens.ts';
import { createReservation } from '../../src/modules/reservations/create-reservation.ts';
import type { AppServices } from '../../src/services.ts';
import { useTestApp } from '../helpers/app.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { createUser } from '../helpers/users.ts';
import { apartmentBooking, dayFrom, insertBookableApartment } from './reservation-fixtures.ts';

const clock = new ManualClock('2031-05-12T09:00:00Z');

// Decision 108: a booking's reservation, first event, legal acceptances and notice jobs are one statement, and the
// imported blocks are read in it, after the shared lock of decision 094.
describe('a booking stored in one statement', () => {
  const context = useTestApp({ CARD_PAYMENTS: 'off' }, { clock });
  const day = (offset: number) => dayFrom(context, offset);

  /**
   * The services, running `before` (what a racing import would do) after the booking's calendar read, the one
   * statement it prepares through the session (`preparedSql`), and counting the transactions the booking opens.
   */
  function servicesRacing(before: () => Promise<void>): {
    services: AppServices;
    transactions: () => number;
  } {
    const { db } = context.services.database;
    const { session } = db._;
    let transactions = 0;
    const racingSession = Object.create(session, {
      prepareQuery: {
        value: (...args: Parameters<typeof session.prepareQuery>) => {
          const prepared = session.prepareQuery(...args);
          return Object.create(prepared, {
            execute: {
              value: async (...values: Parameters<typeof prepared.execute>) => {
                const result = await prepared.execute(...values);
                await before();
                return result;
              },
            },
          });
        },
      },
    });
    const racing = Object.create(db, {
      _: { value: { ...db._, session: racingSession } },
      transaction: {
        value: async (run: Parameters<Database['transaction']>[0]) => {
          transactions++;
          return db.transaction(run);
        },
      },
    }) as Database;
    return {
      services: { ...context.services, database: { ...context.services.database, db: racing } },
      transactions: () => transactions,
    };
  }

  /** A feed fetched a moment ago (so the booking does not refresh it) and its block of one night. */
  async function importBlock(apartmentId: string, checkIn: string, checkOut: string) {
    const [feed] = await context.db
      .insert(channelFeeds)
      .values({ apartmentId, label: 'airbnb', url: 'https://example.com/a.ics', lastFetchedAt: clock.now() })
      .returning();
    await context.db
      .insert(channelBlocks)
      .values({ feedId: feed?.id ?? '', apartmentId, uid: 'late', checkIn, checkOut });
  }

  async function member(phone?: string | null): Promise<SessionUser> {
    const user = await createUser(context.db, { phone: '+90 555 000 00 01' });
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      preferredLanguage: 'en',
      ...(phone !== undefined ? { phone } : {}),
    };
  }

  async function storedFor(userId: string) {
    const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    const n = sql<number>`count(*)::int`;
    const bookings = await context.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.userId, userId));
    const ids = bookings.map((row) => row.id);
    return {
      reservations: ids.length,
      events: await count(
        context.db.select({ n }).from(reservationEvents).where(eq(reservationEvents.actorUserId, userId)),
      ),
      acceptances: await count(
        context.db.select({ n }).from(legalAcceptances).where(eq(legalAcceptances.userId, userId)),
      ),
      jobs:
        ids.length === 0
          ? 0
          : await count(
              context.db.select({ n }).from(jobs).where(sql`${jobs.payload}->>'reservationId' in ${ids}`),
            ),
    };
  }

  // Decision 112: a member's booking (the booker from the session) is that statement alone, without a transaction;
  // a booker read from the database takes one. Either way a block imported after the draft refuses it whole.
  for (const [booker, phone, transactions] of [
    ['from the session, alone', '+90 555 000 00 01', 0],
    ['read, in a transaction', undefined, 1],
  ] as const) {
    it(`refuses the booking whole when a block is imported after its draft (booker ${booker})`, async () => {
      const { id: apartmentId } = await insertBookableApartment(context.db);
      const user = await member(phone);
      const racing = servicesRacing(() => importBlock(apartmentId, day(31), day(32)));
      await expect(
        createReservation(racing.services, {
          user,
          input: createReservationBodySchema.parse(apartmentBooking(apartmentId, day(30), day(33))),
          idempotencyKey: undefined,
          language: 'en',
        }),
      ).rejects.toMatchObject({ statusCode: 409, code: 'dates_taken' });
      expect(racing.transactions()).toBe(transactions);
      expect(await storedFor(user.id)).toEqual({ reservations: 0, events: 0, acceptances: 0, jobs: 0 });
    });
  }

  it('stores the booking when the imported block only touches its check-out day', async () => {
    const { id: apartmentId } = await insertBookableApartment(context.db);
    const user = await member('+90 555 000 00 01');
    const racing = servicesRacing(() => importBlock(apartmentId, day(33), day(34)));
    const { row } = await createReservation(racing.services, {
      user,
      input: createReservationBodySchema.parse(apartmentBooking(apartmentId, day(30), day(33))),
      idempotencyKey: undefined,
      language: 'en',
    });
    expect(row).toMatchObject({ apartmentId, checkOut: day(33) });
    expect(racing.transactions()).toBe(0);
    expect(await storedFor(user.id)).toMatchObject({ reservations: 1, events: 1 });
  });

  it('stores the reservation with its event, acceptances and notices, the booker read or from the session', async () => {
    const { id: apartmentId } = await insertBookableApartment(context.db);
    for (const [index, phone] of [undefined, '+90 555 000 00 01'].entries()) {
      const user = await member(phone);
      const { row, replayed } = await createReservation(context.services, {
        user,
        input: createReservationBodySchema.parse(
          apartmentBooking(apartmentId, day(40 + 5 * index), day(42 + 5 * index), {
            email: user.email,
            phone: '+90 555 000 00 01',
          }),
        ),
        idempotencyKey: undefined,
        language: 'en',
      });
      expect(replayed).toBe(false);
      expect(row).toMatchObject({
        userId: user.id,
        apartmentId,
        status: 'pending',
        checkIn: day(40 + 5 * index),
      });
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(row).not.toHaveProperty('blocked');
      const stored = await storedFor(user.id);
      expect(stored).toMatchObject({ reservations: 1, events: 1 });
      expect(stored.acceptances).toBeGreaterThan(0);
      // The mail and the SMS of the booking, nothing booked-for: the form's contact is the member's.
      expect(stored.jobs).toBe(2);
    }
  });
});
