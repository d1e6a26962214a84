import type {
  AdminReservationListFilters,
  AdminReservationListResponse,
} from '@konak/domain/api/admin/admin-reservation-list';
import type { Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { reservations } from '../../../db/schema/reservations.ts';
import type { AppServices } from '../../../services.ts';
import { listingKey, listingNamed, listingSummaries } from '../listing-summaries.ts';
import { columnConditions, literalPattern } from '../reservation-repository.ts';

// Istanbul keeps UTC+3 all year (no daylight saving since 2016): its midnight is 21:00 UTC the day before.
const istanbulMidnight = (date: string) => new Date(`${date}T00:00:00+03:00`);
const istanbulEndOfDay = (date: string) => new Date(`${date}T23:59:59.999+03:00`);

/**
 * `q`: a reservation number matches exactly (its unique index); something shaped like a phone number (digits,
 * spaces, +, -, parentheses) is looked for in the phones, spaces ignored; anything else in names and e-mails.
 * Only the columns a query can be about are scanned.
 */
function searchOf(q: string): SQL | undefined {
  const number = eq(reservations.reservationNumber, q.toUpperCase());
  if (/^knk-/i.test(q)) return number;
  if (/^[\d\s+()-]+$/.test(q) && /\d/.test(q)) {
    const digits = q.replace(/[^\d+]/g, '');
    return or(number, sql`replace(${reservations.guestPhone}, ' ', '') like ${literalPattern(digits)}`);
  }
  return or(
    number,
    ilike(reservations.guestName, literalPattern(q)),
    ilike(reservations.guestEmail, literalPattern(q)),
  );
}

function whereOf(filters: AdminReservationListFilters): SQL | undefined {
  const conditions = [
    ...columnConditions(filters),
    // Nothing was booked before 2000; an earlier day (year 1 is a valid date) only means "from the start".
    filters.createdFrom && filters.createdFrom > '2000-01-01'
      ? gte(reservations.createdAt, istanbulMidnight(filters.createdFrom))
      : undefined,
    // The last instant of the day rather than the next midnight: 9999-12-31 has no next day.
    filters.createdTo ? lte(reservations.createdAt, istanbulEndOfDay(filters.createdTo)) : undefined,
  ];
  if (filters.q) conditions.push(searchOf(filters.q));
  return and(...conditions);
}

const ORDER = {
  newest: [desc(reservations.createdAt), desc(reservations.id)],
  check_in: [asc(reservations.checkIn), asc(reservations.startTime), asc(reservations.id)],
} as const;

/** GET /api/admin/reservations: one page of the matching reservations, only the columns a line shows. */
export async function listForBackOffice(
  services: AppServices,
  filters: AdminReservationListFilters,
  language: Language,
): Promise<AdminReservationListResponse> {
  const { db } = services.database;
  const where = whereOf(filters);
  const { page, pageSize } = filters;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: reservations.id,
        reservationNumber: reservations.reservationNumber,
        type: reservations.type,
        apartmentId: reservations.apartmentId,
        tourId: reservations.tourId,
        checkIn: reservations.checkIn,
        checkOut: reservations.checkOut,
        startTime: reservations.startTime,
        adults: reservations.adults,
        children: reservations.children,
        guestName: reservations.guestName,
        guestEmail: reservations.guestEmail,
        guestPhone: reservations.guestPhone,
        status: reservations.status,
        paymentStatus: reservations.paymentStatus,
        paymentMethod: reservations.paymentMethod,
        totalCents: reservations.totalCents,
        paidCents: reservations.paidCents,
        remainingCents: reservations.remainingCents,
        checkedInAt: reservations.checkedInAt,
        checkedOutAt: reservations.checkedOutAt,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(reservations).where(where),
  ]);
  const listings = await listingSummaries(db, rows, language);
  return {
    items: rows.map((row) => ({
      id: row.id,
      reservationNumber: row.reservationNumber,
      type: row.type,
      listing: listingNamed(row, listings.get(listingKey(row))),
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      startTime: row.startTime,
      guests: row.adults + row.children,
      name: row.guestName,
      email: row.guestEmail,
      phone: row.guestPhone,
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
      totalPrice: toEuros(row.totalCents),
      paidAmount: toEuros(row.paidCents),
      remainingAmount: toEuros(row.remainingCents),
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: count?.total ?? 0,
    page,
    pageSize,
  };
}
