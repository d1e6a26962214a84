import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { reservations } from '../../db/schema/reservations.ts';
import type { ReservationRow } from './reservation-view.ts';

// Ids come from URLs; PostgreSQL answers a malformed uuid with an error, so they are checked first.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findReservation(db: Database, id: string): Promise<ReservationRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/** The row, locked until the transaction ends, so two changes of one reservation happen one after the other. */
export async function lockReservation(db: Database, id: string): Promise<ReservationRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
}

// Every booking asks it first (decision 097).
const reservationByIdempotencyKey = preparedQuery((db) =>
  db
    .select()
    .from(reservations)
    .where(eq(reservations.idempotencyKey, sql.placeholder('key')))
    .prepare('reservation_by_idempotency_key'),
);

export async function findByIdempotencyKey(db: Database, key: string): Promise<ReservationRow | null> {
  const [row] = await reservationByIdempotencyKey(db).execute({ key });
  return row ?? null;
}

export type ReservationOrder = 'newest' | 'check_in_ascending' | 'check_in_descending';

const ORDERS: Record<ReservationOrder, SQL[]> = {
  newest: [desc(reservations.createdAt), desc(reservations.id)],
  check_in_ascending: [asc(reservations.checkIn), asc(reservations.createdAt), asc(reservations.id)],
  check_in_descending: [desc(reservations.checkIn), desc(reservations.createdAt), desc(reservations.id)],
};

/** One page of reservations matching `where`, with the total count. */
export async function reservationPage(
  db: Database,
  where: SQL | undefined,
  order: ReservationOrder,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: ReservationRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(...ORDERS[order])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(reservations).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

const live = inArray(reservations.status, ['pending', 'confirmed']);

/** The member's lists (decision 034); `today` is the Istanbul date. */
export const memberFilters = {
  all: (userId: string) => eq(reservations.userId, userId),
  upcoming: (userId: string, today: string) =>
    and(eq(reservations.userId, userId), live, gt(reservations.checkIn, today)),
  active: (userId: string, today: string) =>
    and(
      eq(reservations.userId, userId),
      live,
      lte(reservations.checkIn, today),
      gt(reservations.checkOut, today),
    ),
  history: (userId: string, today: string) =>
    and(
      eq(reservations.userId, userId),
      or(inArray(reservations.status, ['cancelled', 'completed']), lte(reservations.checkOut, today)),
    ),
};

export type AdminFilters = {
  status?: ReservationRow['status'] | undefined;
  paymentStatus?: ReservationRow['paymentStatus'] | undefined;
  paymentMethod?: ReservationRow['paymentMethod'] | undefined;
  type?: ReservationRow['type'] | undefined;
  apartmentId?: string | undefined;
  tourId?: string | undefined;
  userId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
};

/** LIKE patterns treat % and _ as wildcards; what an admin types is matched literally. */
export const literalPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The filters both admin lists (the admin's and the back office's) read the same way. */
export type ReservationColumnFilters = Pick<
  AdminFilters,
  'status' | 'paymentStatus' | 'paymentMethod' | 'type' | 'apartmentId' | 'tourId' | 'from' | 'to'
>;

/** One condition per filter given (undefined for the others), for `and(...)`. */
export function columnConditions(filters: ReservationColumnFilters): (SQL | undefined)[] {
  return [
    filters.status ? eq(reservations.status, filters.status) : undefined,
    filters.paymentStatus ? eq(reservations.paymentStatus, filters.paymentStatus) : undefined,
    filters.paymentMethod ? eq(reservations.paymentMethod, filters.paymentMethod) : undefined,
    filters.type ? eq(reservations.type, filters.type) : undefined,
    filters.apartmentId ? eq(reservations.apartmentId, filters.apartmentId) : undefined,
    filters.tourId ? eq(reservations.tourId, filters.tourId) : undefined,
    // Stays overlapping the half-open [from, to).
    filters.from ? gt(reservations.checkOut, filters.from) : undefined,
    filters.to ? lt(reservations.checkIn, filters.to) : undefined,
  ];
}

export function adminFilter(filters: AdminFilters): SQL | undefined {
  const conditions = [
    ...columnConditions(filters),
    filters.userId ? eq(reservations.userId, filters.userId) : undefined,
  ];
  if (filters.search) {
    const pattern = literalPattern(filters.search);
    conditions.push(
      or(
        eq(reservations.reservationNumber, filters.search.toUpperCase()),
        ilike(reservations.guestName, pattern),
        ilike(reservations.guestEmail, pattern),
        ilike(reservations.guestPhone, pattern),
      ),
    );
  }
  return and(...conditions);
}
