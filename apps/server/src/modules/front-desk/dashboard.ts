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
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { apartments, apartmentTranslations } from '../../db/schema/apartments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { tours, tourTranslations } from '../../db/schema/tours.ts';

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
  remainingCents: reservations.remainingCents,
  createdAt: reservations.createdAt,
  checkedInAt: reservations.checkedInAt,
  checkedOutAt: reservations.checkedOutAt,
};
type Row = { [K in keyof typeof ROW_COLUMNS]: (typeof reservations.$inferSelect)[K] };

/** Which of the dashboard's row lists a row was read for. */
type RowList = 'around' | 'approval' | 'receipt';

/** The row columns and the list they were read for (a constant of a closed set, written as a literal). */
const columnsFor = (list: RowList) => ({ ...ROW_COLUMNS, list: sql<RowList>`${sql.raw(`'${list}'`)}` });

/**
 * The values of the dashboard's prepared statements: the operator's language and the Istanbul dates the lists and
 * figures are about.
 */
const at = {
  language: sql.placeholder('language'),
  today: sql.placeholder('today'),
  tomorrow: sql.placeholder('tomorrow'),
  /** The earliest check-in of a stay still running today (today minus the longest stay). */
  longestStayAgo: sql.placeholder('longestStayAgo'),
  /** The end (exclusive) of the occupancy window. */
  occupancyEnd: sql.placeholder('occupancyEnd'),
  lastMonth: sql.placeholder('lastMonth'),
  thisMonth: sql.placeholder('thisMonth'),
  nextMonth: sql.placeholder('nextMonth'),
};
type DashboardValues = { [K in keyof typeof at]: string };

/**
 * Every apartment's and tour's title in the operator's language, else Turkish; an untitled one is its number. One
 * query for the whole catalogue (a few hundred short rows) rather than a lookup per row.
 */
function listingTitles(db: Database) {
  const wanted = [at.language, DEFAULT_LANGUAGE];
  const preferred = (column: AnyPgColumn) => sql`${column} = ${at.language} desc`;
  return unionAll(
    db
      .selectDistinctOn([apartments.id], {
        id: apartments.id,
        title: apartmentTranslations.title,
        number: apartments.apartmentNumber,
      })
      .from(apartments)
      .leftJoin(
        apartmentTranslations,
        and(
          eq(apartmentTranslations.apartmentId, apartments.id),
          inArray(apartmentTranslations.language, wanted),
        ),
      )
      .orderBy(apartments.id, preferred(apartmentTranslations.language)),
    db
      .selectDistinctOn([tours.id], { id: tours.id, title: tourTranslations.title, number: tours.tourNumber })
      .from(tours)
      .leftJoin(
        tourTranslations,
        and(eq(tourTranslations.tourId, tours.id), inArray(tourTranslations.language, wanted)),
      )
      .orderBy(tours.id, preferred(tourTranslations.language)),
  );
}

const MINUTE_MS = 60_000;

type TourRow = Pick<
  typeof tours.$inferSelect,
  'id' | 'tourNumber' | 'maxPeople' | 'startTimes' | 'weekdays' | 'isActive'
>;

/** Statuses of a stay that happens: not cancelled (a completed stay still departed that day). */
const HAPPENING = ['pending', 'confirmed', 'completed'] as const;

/**
 * A select field whose columns keep their table's name. Drizzle writes a single-table select's column chunks bare,
 * which a subquery on another table (or on the same one) would misread; nested, they are written in full.
 */
function nested<T>(expression: SQL): SQL<T> {
  return sql<T>`${expression}`;
}

/** "2026-11" of an Istanbul date, and the first day of the month `offset` months away. */
function monthStart(date: string, offset: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1 + offset, 1));
  return start.toISOString().slice(0, 10);
}

function toView(row: Row, titles: Map<string, string>): DashboardReservation {
  return {
    id: row.id,
    reservationNumber: row.reservationNumber,
    type: row.type,
    listingName: titles.get((row.apartmentId ?? row.tourId) as string) ?? '',
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
function aroundToday(db: Database) {
  return db
    .select(columnsFor('around'))
    .from(reservations)
    .where(
      or(
        and(
          eq(reservations.type, 'apartment'),
          inArray(reservations.status, HAPPENING),
          gte(reservations.checkIn, at.longestStayAgo),
          lte(reservations.checkIn, at.tomorrow),
          gte(reservations.checkOut, at.today),
        ),
        and(
          eq(reservations.type, 'tour'),
          ne(reservations.status, 'cancelled'),
          gte(reservations.checkIn, at.today),
          lte(reservations.checkIn, at.tomorrow),
        ),
      ),
    );
}

/** Pending pay-at-door bookings (waiting for an operator's approval). */
const awaitingApproval = and(
  eq(reservations.status, 'pending'),
  eq(reservations.paymentMethod, 'pay_at_door'),
);
/**
 * Pending bank transfers with nothing paid (waiting for their receipt: the rule of
 * jobs/handlers/expire-unpaid-bank-transfers.ts).
 */
const awaitingReceipt = and(
  eq(reservations.status, 'pending'),
  eq(reservations.paymentMethod, 'bank_transfer'),
  eq(reservations.paidCents, 0),
);

/** The oldest of a waiting list; how many wait in all is counted with the figures. */
function oldest(db: Database, list: RowList, waiting: SQL | undefined) {
  return db
    .select(columnsFor(list))
    .from(reservations)
    .where(waiting)
    .orderBy(asc(reservations.createdAt))
    .limit(DASHBOARD_LIST_LIMIT);
}

/** Every tour with its schedule. */
function tourSchedules(db: Database) {
  return db
    .select({
      id: tours.id,
      tourNumber: tours.tourNumber,
      maxPeople: tours.maxPeople,
      startTimes: tours.startTimes,
      weekdays: tours.weekdays,
      isActive: tours.isActive,
    })
    .from(tours);
}

/**
 * In one round trip: how many wait for approval and for a receipt, occupancy (booked nights of active apartments in
 * [today, today + 30) against every active apartment's nights) and revenue of this month and last (decision 070:
 * by the month the stay or tour starts).
 */
function figures(db: Database) {
  const live = sql`${reservations.status} <> 'cancelled'`;
  const inThis = sql`${reservations.checkIn} >= ${at.thisMonth}::date`;
  const kept = sql`${reservations.paidCents} - ${reservations.refundedCents}`;
  return db
    .select({
      approvalTotal: nested<number>(
        sql`(select count(*) from ${reservations} where ${awaitingApproval})::int`,
      ),
      receiptTotal: nested<number>(sql`(select count(*) from ${reservations} where ${awaitingReceipt})::int`),
      apartments: nested<number>(sql`(select count(*) from ${apartments} where ${apartments.isActive})::int`),
      bookedNights:
        nested<number>(sql`(select coalesce(sum(least(${reservations.checkOut}, ${at.occupancyEnd}::date)
          - greatest(${reservations.checkIn}, ${at.today}::date)), 0)
        from ${reservations} join ${apartments} on ${apartments.id} = ${reservations.apartmentId}
        where ${apartments.isActive} and ${live}
          and ${reservations.checkIn} >= ${at.longestStayAgo}::date
          and ${reservations.checkIn} < ${at.occupancyEnd}::date and ${reservations.checkOut} > ${at.today}::date)::int`),
      bookedThis: sql<string>`coalesce(sum(${reservations.totalCents}) filter (where ${live} and ${inThis}), 0)`,
      bookedLast: sql<string>`coalesce(sum(${reservations.totalCents}) filter (where ${live} and not ${inThis}), 0)`,
      collectedThis: sql<string>`coalesce(sum(${kept}) filter (where ${inThis}), 0)`,
      collectedLast: sql<string>`coalesce(sum(${kept}) filter (where not ${inThis}), 0)`,
      liveThis: sql<number>`(count(*) filter (where ${live} and ${inThis}))::int`,
      liveLast: sql<number>`(count(*) filter (where ${live} and not ${inThis}))::int`,
    })
    .from(reservations)
    .where(and(gte(reservations.checkIn, at.lastMonth), lt(reservations.checkIn, at.nextMonth)));
}
type FiguresRow = Awaited<ReturnType<ReturnType<typeof figures>['execute']>>[number];

/** The figures' row as the dashboard shows them: counts, occupancy and the two months' revenue in euros. */
function figuresView(row: FiguresRow | undefined, values: DashboardValues) {
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
    approvalTotal: row?.approvalTotal ?? 0,
    receiptTotal: row?.receiptTotal ?? 0,
    occupancy: {
      from: values.today,
      to: values.occupancyEnd,
      apartments: apartmentCount,
      bookedNights,
      availableNights,
      rate: availableNights === 0 ? 0 : bookedNights / availableNights,
    },
    revenue: {
      thisMonth: month(values.thisMonth, row?.bookedThis, row?.collectedThis, row?.liveThis),
      lastMonth: month(values.lastMonth, row?.bookedLast, row?.collectedLast, row?.liveLast),
    },
  };
}

/** Every active tour's departures of the two days (runs that day × start times), with their live bookings. */
function departures(
  tourRows: TourRow[],
  bookings: Row[],
  days: string[],
  view: (row: Row) => DashboardReservation,
  titles: Map<string, string>,
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
      tourName: titles.get(tour.id) ?? `#${tour.tourNumber}`,
      date,
      startTime,
      bookedPeople: rows.reduce((sum, row) => sum + row.adults + row.children, 0),
      maxPeople: tour.maxPeople,
      reservations: rows.map(view),
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
 * The dashboard's four queries, built and named once per database: PostgreSQL parses and plans a named statement
 * once per connection, and drizzle does not rebuild the SQL on every request.
 */
function prepareDashboard(db: Database) {
  return {
    rows: unionAll(
      aroundToday(db),
      oldest(db, 'approval', awaitingApproval),
      oldest(db, 'receipt', awaitingReceipt),
    ).prepare('dashboard_rows'),
    tours: tourSchedules(db).prepare('dashboard_tours'),
    titles: listingTitles(db).prepare('dashboard_titles'),
    figures: figures(db).prepare('dashboard_figures'),
  };
}
const preparedFor = new WeakMap<Database, ReturnType<typeof prepareDashboard>>();

/**
 * GET /api/admin/dashboard: today and tomorrow in Istanbul, what waits for the operator, occupancy and revenue —
 * four queries, run side by side (each round trip costs this server more than the rows it brings).
 */
export async function loadDashboard(
  db: Database,
  now: Date,
  language: Language,
): Promise<Omit<DashboardResponse, 'channelConflicts'>> {
  const today = istanbulDate(now);
  const tomorrow = addDays(today, 1);
  const values: DashboardValues = {
    language,
    today,
    tomorrow,
    longestStayAgo: addDays(today, -MAX_STAY_NIGHTS),
    occupancyEnd: addDays(today, OCCUPANCY_NIGHTS),
    lastMonth: monthStart(today, -1),
    thisMonth: monthStart(today, 0),
    nextMonth: monthStart(today, 1),
  };
  let prepared = preparedFor.get(db);
  if (!prepared) {
    prepared = prepareDashboard(db);
    preparedFor.set(db, prepared);
  }
  const [rows, tourRows, titleRows, [figuresRow]] = await Promise.all([
    prepared.rows.execute(values),
    prepared.tours.execute(),
    prepared.titles.execute(values),
    prepared.figures.execute(values),
  ]);
  const titles = new Map(titleRows.map((row) => [row.id, row.title ?? `#${row.number}`]));
  const totals = figuresView(figuresRow, values);
  // A union keeps no order: each list is put in its own here.
  const around = rows
    .filter((row) => row.list === 'around')
    .sort(
      (a, b) =>
        a.checkIn.localeCompare(b.checkIn) ||
        (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
        a.guestName.localeCompare(b.guestName),
    );
  const oldestFirst = (list: RowList) =>
    rows.filter((row) => row.list === list).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const approval = oldestFirst('approval');
  const receipt = oldestFirst('receipt');

  const view = (row: Row) => toView(row, titles);
  const stays = around.filter((row) => row.type === 'apartment');
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
    awaitingApprovalTotal: totals.approvalTotal,
    awaitingReceipt: receipt.map((row) => {
      const cancelsAt = paymentDeadline(row.createdAt, row.paymentMethod) ?? row.createdAt;
      return {
        ...view(row),
        cancelsAt: cancelsAt.toISOString(),
        minutesLeft: Math.max(0, Math.floor((cancelsAt.getTime() - now.getTime()) / MINUTE_MS)),
      };
    }),
    awaitingReceiptTotal: totals.receiptTotal,
    tourDepartures: departures(
      tourRows,
      around.filter((row) => row.type === 'tour'),
      [today, tomorrow],
      view,
      titles,
    ),
    occupancy: totals.occupancy,
    revenue: totals.revenue,
  };
}
