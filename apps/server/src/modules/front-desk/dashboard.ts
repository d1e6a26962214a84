import {
  DASHBOARD_LIST_LIMIT,
  type DashboardReservation,
  type DashboardResponse,
  type DashboardTourDeparture,
  OCCUPANCY_NIGHTS,
} from '@konak/domain/api/admin/dashboard';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { paymentDeadline } from '@konak/domain/reservations/reservation-lifecycle';
import { addDays, istanbulDate, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { runsOn } from '@konak/domain/tours/tour-departures';
import { and, asc, eq, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { apartments, apartmentTranslations } from '../../db/schema/apartments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { tours, tourTranslations } from '../../db/schema/tours.ts';

/**
 * A select field whose columns keep their table's name. Drizzle writes a single-table select's column chunks bare,
 * which a correlated subquery would read as its own table's columns; nested, they are written in full.
 */
function within<T>(expression: SQL): SQL<T> {
  return sql<T>`${expression}`;
}

/**
 * A listing's title in the operator's language, else Turkish, else any; an untitled apartment is its number. Read
 * beside each row, so the dashboard costs no extra round trips for names.
 */
function titleOf(
  table: typeof apartmentTranslations | typeof tourTranslations,
  owner: AnyPgColumn,
  ownerId: SQL | AnyPgColumn,
  language: Language,
) {
  return sql`(select ${table.title} from ${table} where ${owner} = ${ownerId}
    order by ${table.language} = ${language} desc, ${table.language} = ${DEFAULT_LANGUAGE} desc, ${table.language}
    limit 1)`;
}

function listingNameOf(language: Language) {
  return within<string>(sql`coalesce(
    ${titleOf(apartmentTranslations, apartmentTranslations.apartmentId, reservations.apartmentId, language)},
    ${titleOf(tourTranslations, tourTranslations.tourId, reservations.tourId, language)},
    (select '#' || ${apartments.apartmentNumber} from ${apartments} where ${apartments.id} = ${reservations.apartmentId}),
    '')`);
}

/** Only what a dashboard row shows: narrow rows keep the lists cheap with thousands of reservations. */
function rowColumns(language: Language) {
  return {
    id: reservations.id,
    reservationNumber: reservations.reservationNumber,
    type: reservations.type,
    listingName: listingNameOf(language),
    tourId: reservations.tourId,
    guestName: reservations.guestName,
    guestPhone: reservations.guestPhone,
    checkIn: reservations.checkIn,
    checkOut: reservations.checkOut,
    startTime: reservations.startTime,
    adults: reservations.adults,
    children: reservations.children,
    status: reservations.status,
    paymentStatus: reservations.paymentStatus,
    paymentMethod: reservations.paymentMethod,
    remainingCents: reservations.remainingCents,
    createdAt: reservations.createdAt,
    checkedInAt: reservations.checkedInAt,
    checkedOutAt: reservations.checkedOutAt,
  };
}
type Row = {
  [K in Exclude<keyof ReturnType<typeof rowColumns>, 'listingName'>]: (typeof reservations.$inferSelect)[K];
} & { listingName: string };

const MINUTE_MS = 60_000;

type TourRow = Pick<
  typeof tours.$inferSelect,
  'id' | 'tourNumber' | 'maxPeople' | 'startTimes' | 'weekdays' | 'isActive'
> & { name: string | null };

/** Statuses of a stay that happens: not cancelled (a completed stay still departed that day). */
const HAPPENING = ['pending', 'confirmed', 'completed'] as const;

/** "2026-11" of an Istanbul date, and the first day of the month `offset` months away. */
function monthStart(date: string, offset: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1 + offset, 1));
  return start.toISOString().slice(0, 10);
}

function toView(row: Row): DashboardReservation {
  return {
    id: row.id,
    reservationNumber: row.reservationNumber,
    type: row.type,
    listingName: row.listingName,
    guestName: row.guestName,
    guestPhone: row.guestPhone,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    startTime: row.startTime,
    people: row.adults + row.children,
    status: row.status,
    paymentStatus: row.paymentStatus,
    remainingAmount: toEuros(row.remainingCents),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
  };
}

/**
 * In one query, what happens today and tomorrow: apartment stays touching either day (arriving, leaving or staying
 * over; bounded by the longest stay) and tour bookings on either day.
 */
function aroundToday(db: Database, language: Language, today: string, tomorrow: string) {
  return db
    .select(rowColumns(language))
    .from(reservations)
    .where(
      or(
        and(
          eq(reservations.type, 'apartment'),
          inArray(reservations.status, HAPPENING),
          gte(reservations.checkIn, addDays(today, -MAX_STAY_NIGHTS)),
          lte(reservations.checkIn, tomorrow),
          gte(reservations.checkOut, today),
        ),
        and(
          eq(reservations.type, 'tour'),
          ne(reservations.status, 'cancelled'),
          gte(reservations.checkIn, today),
          lte(reservations.checkIn, tomorrow),
        ),
      ),
    )
    .orderBy(asc(reservations.checkIn), asc(reservations.startTime), asc(reservations.guestName));
}

/**
 * Pending pay-at-door bookings (waiting for an operator's approval), or pending bank transfers with nothing paid
 * (waiting for their receipt: the rule of jobs/handlers/expire-unpaid-bank-transfers.ts), oldest first.
 */
async function waiting(
  db: Database,
  language: Language,
  paymentMethod: 'pay_at_door' | 'bank_transfer',
): Promise<[Row[], number]> {
  const rows = await db
    .select({ ...rowColumns(language), total: sql<number>`(count(*) over ())::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending'),
        eq(reservations.paymentMethod, paymentMethod),
        paymentMethod === 'bank_transfer' ? eq(reservations.paidCents, 0) : undefined,
      ),
    )
    .orderBy(asc(reservations.createdAt))
    .limit(DASHBOARD_LIST_LIMIT);
  // The window's count is taken before the limit: every waiting reservation, however many are shown.
  return [rows.map(({ total: _total, ...row }) => row), rows[0]?.total ?? 0];
}

/** Every tour with its schedule and its title in the operator's language. */
function tourSchedules(db: Database, language: Language): Promise<TourRow[]> {
  return db
    .select({
      id: tours.id,
      tourNumber: tours.tourNumber,
      maxPeople: tours.maxPeople,
      startTimes: tours.startTimes,
      weekdays: tours.weekdays,
      isActive: tours.isActive,
      name: within<string | null>(titleOf(tourTranslations, tourTranslations.tourId, tours.id, language)),
    })
    .from(tours);
}

/**
 * Occupancy (booked nights of active apartments in [today, today + 30) against every active apartment's nights)
 * and revenue of this month and last (decision 070: by the month the stay or tour starts), in one round trip.
 */
async function figures(
  db: Database,
  today: string,
): Promise<Pick<DashboardResponse, 'occupancy' | 'revenue'>> {
  const from = today;
  const to = addDays(today, OCCUPANCY_NIGHTS);
  const lastMonth = monthStart(today, -1);
  const thisMonth = monthStart(today, 0);
  const nextMonth = monthStart(today, 1);
  const live = sql`${reservations.status} <> 'cancelled'`;
  const inThis = sql`${reservations.checkIn} >= ${thisMonth}::date`;
  const kept = sql`${reservations.paidCents} - ${reservations.refundedCents}`;
  const [row] = await db
    .select({
      apartments: within<number>(sql`(select count(*) from ${apartments} where ${apartments.isActive})::int`),
      bookedNights: within<number>(sql`(select coalesce(sum(least(${reservations.checkOut}, ${to}::date)
          - greatest(${reservations.checkIn}, ${from}::date)), 0)
        from ${reservations} join ${apartments} on ${apartments.id} = ${reservations.apartmentId}
        where ${apartments.isActive} and ${live}
          and ${reservations.checkIn} >= ${addDays(from, -MAX_STAY_NIGHTS)}::date
          and ${reservations.checkIn} < ${to}::date and ${reservations.checkOut} > ${from}::date)::int`),
      bookedThis: sql<string>`coalesce(sum(${reservations.totalCents}) filter (where ${live} and ${inThis}), 0)`,
      bookedLast: sql<string>`coalesce(sum(${reservations.totalCents}) filter (where ${live} and not ${inThis}), 0)`,
      collectedThis: sql<string>`coalesce(sum(${kept}) filter (where ${inThis}), 0)`,
      collectedLast: sql<string>`coalesce(sum(${kept}) filter (where not ${inThis}), 0)`,
      liveThis: sql<number>`(count(*) filter (where ${live} and ${inThis}))::int`,
      liveLast: sql<number>`(count(*) filter (where ${live} and not ${inThis}))::int`,
    })
    .from(reservations)
    .where(and(gte(reservations.checkIn, lastMonth), lt(reservations.checkIn, nextMonth)));
  const apartmentCount = row?.apartments ?? 0;
  const availableNights = apartmentCount * OCCUPANCY_NIGHTS;
  const bookedNights = Math.min(row?.bookedNights ?? 0, availableNights);
  const month = (first: string, booked: unknown, collected: unknown, count: number | undefined) => ({
    month: first.slice(0, 7),
    bookedAmount: toEuros(Number(booked ?? 0)),
    collectedAmount: toEuros(Number(collected ?? 0)),
    reservations: count ?? 0,
  });
  return {
    occupancy: {
      from,
      to,
      apartments: apartmentCount,
      bookedNights,
      availableNights,
      rate: availableNights === 0 ? 0 : bookedNights / availableNights,
    },
    revenue: {
      thisMonth: month(thisMonth, row?.bookedThis, row?.collectedThis, row?.liveThis),
      lastMonth: month(lastMonth, row?.bookedLast, row?.collectedLast, row?.liveLast),
    },
  };
}

/** Every active tour's departures of the two days (runs that day × start times), with their live bookings. */
function departures(tourRows: TourRow[], bookings: Row[], days: string[]): DashboardTourDeparture[] {
  const byDeparture = new Map<string, Row[]>();
  for (const row of bookings) {
    const key = `${row.tourId} ${row.checkIn} ${row.startTime}`;
    byDeparture.set(key, [...(byDeparture.get(key) ?? []), row]);
  }
  const result: DashboardTourDeparture[] = [];
  const seen = new Set<string>();
  const add = (tour: TourRow, date: string, startTime: string) => {
    const key = `${tour.id} ${date} ${startTime}`;
    if (seen.has(key)) return;
    seen.add(key);
    const rows = byDeparture.get(key) ?? [];
    result.push({
      tourId: tour.id,
      tourName: tour.name ?? `#${tour.tourNumber}`,
      date,
      startTime,
      bookedPeople: rows.reduce((sum, row) => sum + row.adults + row.children, 0),
      maxPeople: tour.maxPeople,
      reservations: rows.map(toView),
    });
  };
  const tourById = new Map(tourRows.map((tour) => [tour.id, tour]));
  for (const date of days) {
    for (const tour of tourRows) {
      if (!tour.isActive || !runsOn(tour, date)) continue;
      for (const startTime of tour.startTimes) add(tour, date, startTime);
    }
  }
  // Bookings on a departure the schedule no longer has (the tour changed or was deactivated) still show.
  for (const row of bookings) {
    const tour = row.tourId ? tourById.get(row.tourId) : undefined;
    if (tour && row.startTime) add(tour, row.checkIn, row.startTime);
  }
  return result.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.startTime.localeCompare(b.startTime) ||
      a.tourName.localeCompare(b.tourName),
  );
}

/**
 * GET /api/admin/dashboard: today and tomorrow in Istanbul, what waits for the operator, occupancy and revenue —
 * four queries, run side by side.
 */
export async function loadDashboard(db: Database, now: Date, language: Language): Promise<DashboardResponse> {
  const today = istanbulDate(now);
  const tomorrow = addDays(today, 1);
  const [around, [approval, approvalTotal], [receipt, receiptTotal], tourRows, { occupancy, revenue }] =
    await Promise.all([
      aroundToday(db, language, today, tomorrow),
      waiting(db, language, 'pay_at_door'),
      waiting(db, language, 'bank_transfer'),
      tourSchedules(db, language),
      figures(db, today),
    ]);

  const stays = around.filter((row) => row.type === 'apartment');
  const dayOf = (date: string) => ({
    date,
    arrivals: stays.filter((row) => row.checkIn === date && row.status !== 'completed').map(toView),
    departures: stays.filter((row) => row.checkOut === date).map(toView),
    inHouse: stays
      .filter((row) => row.checkIn < date && row.checkOut > date && row.status !== 'completed')
      .map(toView),
  });

  return {
    generatedAt: now.toISOString(),
    days: [dayOf(today), dayOf(tomorrow)],
    awaitingApproval: approval.map(toView),
    awaitingApprovalTotal: approvalTotal,
    awaitingReceipt: receipt.map((row) => {
      const cancelsAt = paymentDeadline(row.createdAt, row.paymentMethod) ?? row.createdAt;
      return {
        ...toView(row),
        cancelsAt: cancelsAt.toISOString(),
        minutesLeft: Math.max(0, Math.floor((cancelsAt.getTime() - now.getTime()) / MINUTE_MS)),
      };
    }),
    awaitingReceiptTotal: receiptTotal,
    tourDepartures: departures(
      tourRows,
      around.filter((row) => row.type === 'tour'),
      [today, tomorrow],
    ),
    occupancy,
    revenue,
  };
}
