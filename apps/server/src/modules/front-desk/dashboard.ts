import {
  DASHBOARD_LIST_LIMIT,
  type DashboardReservation,
  type DashboardResponse,
  type DashboardTourDeparture,
  OCCUPANCY_NIGHTS,
} from '@konak/domain/api/admin/dashboard';
import type { Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { paymentDeadline } from '@konak/domain/reservations/reservation-lifecycle';
import { addDays, istanbulDate, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { runsOn } from '@konak/domain/tours/tour-departures';
import { and, asc, count, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { tours } from '../../db/schema/tours.ts';
import { listingNames } from './listing-names.ts';

/** Only what a dashboard row shows: narrow rows keep the lists cheap with thousands of reservations. */
const ROW_COLUMNS = {
  id: reservations.id,
  reservationNumber: reservations.reservationNumber,
  type: reservations.type,
  apartmentId: reservations.apartmentId,
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
  totalCents: reservations.totalCents,
  remainingCents: reservations.remainingCents,
  createdAt: reservations.createdAt,
  checkedInAt: reservations.checkedInAt,
  checkedOutAt: reservations.checkedOutAt,
};
type Row = { [K in keyof typeof ROW_COLUMNS]: (typeof reservations.$inferSelect)[K] };

const MINUTE_MS = 60_000;

type TourRow = Pick<
  typeof tours.$inferSelect,
  'id' | 'tourNumber' | 'maxPeople' | 'startTimes' | 'weekdays' | 'isActive'
>;

/** Statuses of a stay that happens: not cancelled (a completed stay still departed that day). */
const HAPPENING = ['pending', 'confirmed', 'completed'] as const;

/** "2026-11" of an Istanbul date, and the first day of the month `offset` months away. */
function monthStart(date: string, offset: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1 + offset, 1));
  return start.toISOString().slice(0, 10);
}

function toRow(row: Row, listings: Map<string, string>): DashboardReservation {
  return {
    id: row.id,
    reservationNumber: row.reservationNumber,
    type: row.type,
    listingName: listings.get((row.apartmentId ?? row.tourId) as string) ?? '',
    guestName: row.guestName,
    guestPhone: row.guestPhone,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    startTime: row.startTime,
    people: row.adults + row.children,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalAmount: toEuros(row.totalCents),
    remainingAmount: toEuros(row.remainingCents),
    createdAt: row.createdAt.toISOString(),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
  };
}

/** Apartment stays touching today or tomorrow (arriving, leaving or staying over), bounded by the longest stay. */
function staysAround(db: Database, today: string, tomorrow: string) {
  return db
    .select(ROW_COLUMNS)
    .from(reservations)
    .where(
      and(
        eq(reservations.type, 'apartment'),
        inArray(reservations.status, HAPPENING),
        gte(reservations.checkIn, addDays(today, -MAX_STAY_NIGHTS)),
        lte(reservations.checkIn, tomorrow),
        gte(reservations.checkOut, today),
      ),
    )
    .orderBy(asc(reservations.checkIn), asc(reservations.guestName));
}

/**
 * Pending pay-at-door bookings (waiting for an operator's approval), or pending bank transfers with nothing paid
 * (waiting for their receipt: the rule of jobs/handlers/expire-unpaid-bank-transfers.ts), oldest first.
 */
async function waiting(
  db: Database,
  paymentMethod: 'pay_at_door' | 'bank_transfer',
): Promise<[Row[], number]> {
  const rows = await db
    .select({ ...ROW_COLUMNS, total: sql<number>`(count(*) over ())::int` })
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

function tourBookings(db: Database, today: string, tomorrow: string) {
  return db
    .select(ROW_COLUMNS)
    .from(reservations)
    .where(
      and(
        eq(reservations.type, 'tour'),
        ne(reservations.status, 'cancelled'),
        gte(reservations.checkIn, today),
        lte(reservations.checkIn, tomorrow),
      ),
    )
    .orderBy(asc(reservations.checkIn), asc(reservations.startTime), asc(reservations.guestName));
}

/** Booked nights of active apartments in [from, to) against every active apartment's nights. */
async function occupancy(db: Database, from: string, to: string): Promise<DashboardResponse['occupancy']> {
  const [[active], [booked]] = await Promise.all([
    db.select({ total: count() }).from(apartments).where(eq(apartments.isActive, true)),
    db
      .select({
        nights: sql<number>`coalesce(sum(least(${reservations.checkOut}, ${to}::date) - greatest(${reservations.checkIn}, ${from}::date)), 0)::int`,
      })
      .from(reservations)
      .innerJoin(apartments, eq(apartments.id, reservations.apartmentId))
      .where(
        and(
          eq(apartments.isActive, true),
          ne(reservations.status, 'cancelled'),
          gte(reservations.checkIn, addDays(from, -MAX_STAY_NIGHTS)),
          lt(reservations.checkIn, to),
          sql`${reservations.checkOut} > ${from}::date`,
        ),
      ),
  ]);
  const apartmentCount = active?.total ?? 0;
  const availableNights = apartmentCount * OCCUPANCY_NIGHTS;
  const bookedNights = Math.min(booked?.nights ?? 0, availableNights);
  return {
    from,
    to,
    apartments: apartmentCount,
    bookedNights,
    availableNights,
    rate: availableNights === 0 ? 0 : bookedNights / availableNights,
  };
}

/**
 * Revenue of this month and last month (decision 070), by the month the stay or tour starts, in one pass over
 * the two months' reservations.
 */
async function revenue(
  db: Database,
  lastMonth: string,
  thisMonth: string,
  nextMonth: string,
): Promise<DashboardResponse['revenue']> {
  const live = sql`${reservations.status} <> 'cancelled'`;
  const inThis = sql`${reservations.checkIn} >= ${thisMonth}::date`;
  const [row] = await db
    .select({
      bookedThis: sql<string>`coalesce(sum(${reservations.totalCents}) filter (where ${live} and ${inThis}), 0)`,
      bookedLast: sql<string>`coalesce(sum(${reservations.totalCents}) filter (where ${live} and not ${inThis}), 0)`,
      collectedThis: sql<string>`coalesce(sum(${reservations.paidCents} - ${reservations.refundedCents}) filter (where ${inThis}), 0)`,
      collectedLast: sql<string>`coalesce(sum(${reservations.paidCents} - ${reservations.refundedCents}) filter (where not ${inThis}), 0)`,
      liveThis: sql<number>`(count(*) filter (where ${live} and ${inThis}))::int`,
      liveLast: sql<number>`(count(*) filter (where ${live} and not ${inThis}))::int`,
    })
    .from(reservations)
    .where(and(gte(reservations.checkIn, lastMonth), lt(reservations.checkIn, nextMonth)));
  const month = (first: string, booked: unknown, collected: unknown, count: number | undefined) => ({
    month: first.slice(0, 7),
    bookedAmount: toEuros(Number(booked ?? 0)),
    collectedAmount: toEuros(Number(collected ?? 0)),
    reservations: count ?? 0,
  });
  return {
    thisMonth: month(thisMonth, row?.bookedThis, row?.collectedThis, row?.liveThis),
    lastMonth: month(lastMonth, row?.bookedLast, row?.collectedLast, row?.liveLast),
  };
}

/** Every active tour's departures of the two days (runs that day × start times), with their live bookings. */
function departures(
  tourRows: TourRow[],
  bookings: Row[],
  days: string[],
  toView: (row: Row) => DashboardReservation,
  names: Map<string, string>,
): DashboardTourDeparture[] {
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
      tourName: names.get(tour.id) ?? `#${tour.tourNumber}`,
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

/** GET /api/admin/dashboard: today and tomorrow in Istanbul, what waits for the operator, occupancy and revenue. */
export async function loadDashboard(db: Database, now: Date, language: Language): Promise<DashboardResponse> {
  const today = istanbulDate(now);
  const tomorrow = addDays(today, 1);
  const thisMonth = monthStart(today, 0);
  const [stays, [approval, approvalTotal], [receipt, receiptTotal], tourRows, bookings, occupied, money] =
    await Promise.all([
      staysAround(db, today, tomorrow),
      waiting(db, 'pay_at_door'),
      waiting(db, 'bank_transfer'),
      db
        .select({
          id: tours.id,
          tourNumber: tours.tourNumber,
          maxPeople: tours.maxPeople,
          startTimes: tours.startTimes,
          weekdays: tours.weekdays,
          isActive: tours.isActive,
        })
        .from(tours),
      tourBookings(db, today, tomorrow),
      occupancy(db, today, addDays(today, OCCUPANCY_NIGHTS)),
      revenue(db, monthStart(today, -1), thisMonth, monthStart(today, 1)),
    ]);

  const shown = [...stays, ...approval, ...receipt, ...bookings];
  const listings = await listingNames(
    db,
    shown.flatMap((row) => (row.apartmentId ? [row.apartmentId] : [])),
    [...shown.flatMap((row) => (row.tourId ? [row.tourId] : [])), ...tourRows.map((tour) => tour.id)],
    language,
  );
  const view = (row: Row) => toRow(row, listings);
  const dayOf = (date: string) => ({
    date,
    arrivals: stays.filter((row) => row.checkIn === date && row.status !== 'completed').map(view),
    departures: stays.filter((row) => row.checkOut === date).map(view),
    inHouse: stays
      .filter((row) => row.checkIn < date && row.checkOut > date && row.status !== 'completed')
      .map(view),
  });

  return {
    generatedAt: now.toISOString(),
    days: [dayOf(today), dayOf(tomorrow)],
    awaitingApproval: approval.map(view),
    awaitingApprovalTotal: approvalTotal,
    awaitingReceipt: receipt.map((row) => {
      const cancelsAt = paymentDeadline(row.createdAt, row.paymentMethod) ?? row.createdAt;
      return {
        ...view(row),
        cancelsAt: cancelsAt.toISOString(),
        minutesLeft: Math.max(0, Math.floor((cancelsAt.getTime() - now.getTime()) / MINUTE_MS)),
      };
    }),
    awaitingReceiptTotal: receiptTotal,
    tourDepartures: departures(tourRows, bookings, [today, tomorrow], view, listings),
    occupancy: occupied,
    revenue: money,
  };
}
