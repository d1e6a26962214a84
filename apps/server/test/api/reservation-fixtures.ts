import { randomUUID } from 'node:crypto';
import type { CreateReservationBody } from '@konak/domain/api/reservations/create-reservation';
import type { UserRole } from '@konak/domain/auth/user-roles';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { reservationEvents } from '../../src/db/schema/reservation-events.ts';
import { reservations } from '../../src/db/schema/reservations.ts';
import { tours, tourTranslations } from '../../src/db/schema/tours.ts';
import type { buildTestApp } from '../helpers/app.ts';
import { bearer, createUser, signIn } from '../helpers/users.ts';
import { insertListing } from './catalogue-fixtures.ts';

export type TestContext = Awaited<ReturnType<typeof buildTestApp>>;

/** The Istanbul date `days` after the context clock's today. */
export function dayFrom(context: TestContext, days: number): string {
  return addDays(istanbulDate(context.services.clock.now()), days);
}

/** A bookable apartment: 100 € a night unless told, four guests, the default 20 % guarantee fee. */
export async function insertBookableApartment(
  db: Database,
  columns: Parameters<typeof insertListing>[1] = {},
) {
  return insertListing(db, {
    label: 'booking',
    address: 'Galata Kulesi Sok. 12',
    neighborhood: 'Galata',
    district: 'Beyoğlu',
    ...columns,
  });
}

export async function insertTour(db: Database, columns: Partial<typeof tours.$inferInsert> = {}) {
  const [tour] = await db
    .insert(tours)
    .values({
      durationMinutes: 180,
      maxPeople: 10,
      basePriceCents: 4_500,
      meetingPoint: 'Sultanahmet',
      ...columns,
    })
    .returning();
  if (!tour) throw new Error('no tour returned');
  const suffix = randomUUID().slice(0, 8);
  await db.insert(tourTranslations).values(
    SUPPORTED_LANGUAGES.map((language) => ({
      tourId: tour.id,
      language,
      title: `Old city walk ${language}`,
      slug: `old-city-walk-${language}-${suffix}`,
    })),
  );
  return tour;
}

/** A member (or admin) with a session token; `account` sets its e-mail, phone or name. */
export async function signedInUser(
  context: TestContext,
  role: UserRole = 'member',
  account: { email?: string; phone?: string; name?: string } = {},
) {
  const user = await createUser(context.db, { role, ...account });
  return { user, token: await signIn(context.services, user.id) };
}

/** Two members and an admin, signed in: the cast of the "only their own" tests. */
export async function twoMembersAndAnAdmin(context: TestContext) {
  const people = await Promise.all([
    signedInUser(context),
    signedInUser(context),
    signedInUser(context, 'admin'),
  ]);
  const [alice, bob, admin] = people.map(({ token, user }) => ({ token, id: user.id }));
  return { alice: alice as Person, bob: bob as Person, admin: admin as Person };
}
export type Person = { token: string; id: string };

/** A valid apartment booking body; override what the test is about. */
export function apartmentBooking(
  apartmentId: string,
  checkIn: string,
  checkOut: string,
  overrides: Partial<CreateReservationBody> = {},
): CreateReservationBody {
  return {
    type: 'apartment',
    apartmentId,
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '+90 532 123 45 67',
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    paymentMethod: 'bank_transfer',
    acceptTerms: true,
    ...overrides,
  };
}

export function tourBooking(tourId: string, date: string, overrides: Partial<CreateReservationBody> = {}) {
  return apartmentBooking('', date, date, {
    type: 'tour',
    apartmentId: undefined,
    tourId,
    checkOut: undefined,
    // insertTour's tours run every day at 10:00 (the columns' defaults).
    startTime: '10:00',
    ...overrides,
  });
}

export type CreateOptions = { token?: string; language?: string; key?: string };

/**
 * POST /api/reservations/create as the member `token()` names, unless `options.token` is given (undefined: as a
 * guest); `key` becomes the Idempotency-Key.
 */
export function reservationCreator(context: TestContext, token: () => string | undefined) {
  const inject = injector(context);
  return (payload: object, options: CreateOptions = {}) =>
    inject({
      method: 'POST',
      url: '/api/reservations/create',
      payload,
      token: 'token' in options ? options.token : token(),
      ...(options.language ? { language: options.language } : {}),
      headers: options.key ? { 'idempotency-key': options.key } : {},
    });
}

/** A stay the API created: what the tests read back from its answer. */
export type BookedStay = { id: string; reservationNumber: string; remainingAmount: number };

/** Books an apartment stay as the member whose token is given; fails the test unless the API creates it. */
export async function bookStay(
  context: TestContext,
  stay: { token: string; apartmentId: string; checkIn: string; checkOut: string; language?: string },
  extra: object = {},
): Promise<BookedStay> {
  const response = await injector(context)({
    method: 'POST',
    url: '/api/reservations/create',
    token: stay.token,
    language: stay.language ?? 'en',
    payload: apartmentBooking(stay.apartmentId, stay.checkIn, stay.checkOut, extra),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BookedStay;
}

/** Requests in a language (English unless told), with a token when given. */
export function injector(context: TestContext) {
  return (options: InjectOptions & { token?: string; language?: string }) => {
    const { token, language = 'en', headers, ...rest } = options;
    return context.app.inject({
      ...rest,
      headers: { 'accept-language': language, ...(token ? bearer(token) : {}), ...headers },
    });
  };
}

/** An admin's change to a reservation (PUT /api/reservations/{id}): a payment, a status or a correction. */
export function updateAsAdmin(context: TestContext, adminToken: string, id: string, changes: object) {
  return injector(context)({
    method: 'PUT',
    url: `/api/reservations/${id}`,
    token: adminToken,
    payload: changes,
  });
}

export async function reservationRow(db: Database, id: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error(`no reservation ${id}`);
  return row;
}

export async function eventsOf(db: Database, reservationId: string) {
  return db
    .select()
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, reservationId))
    .orderBy(reservationEvents.createdAt);
}

/** Queued notice jobs of a reservation, as "kind:notice" (the one-off booked-for notices as their kind). */
export async function noticesOf(db: Database, reservationId: string) {
  const rows = await db.select().from(jobs);
  return rows
    .filter((job) => (job.payload as { reservationId?: string }).reservationId === reservationId)
    .map((job) => {
      const { notice } = job.payload as { notice?: string };
      return notice ? `${job.kind}:${notice}` : job.kind;
    })
    .sort();
}

/** PUT /api/reservations/{id}/receipt: the guest's bank-transfer receipt as the raw body. */
export function sendReceipt(
  context: TestContext,
  {
    token,
    id,
    bytes,
    fileName = 'dekont.pdf',
  }: { token: string; id: string; bytes: Buffer; fileName?: string },
) {
  return injector(context)({
    method: 'PUT',
    url: `/api/reservations/${id}/receipt?fileName=${encodeURIComponent(fileName)}`,
    token,
    headers: { 'content-type': 'application/pdf' },
    payload: bytes,
  });
}
