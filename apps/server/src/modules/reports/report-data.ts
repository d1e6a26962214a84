import type { Language } from '@konak/domain/languages';
import type {
  ClosedNight,
  ListingType,
  ReportListing,
  ReportRefund,
  ReportReservation,
} from '@konak/domain/reports/report-figures';
import { addMonths, monthStartDate } from '@konak/domain/reports/report-months';
import { addDays, istanbulDate, istanbulDayStart, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments, apartmentTranslations } from '../../db/schema/apartments.ts';
import { pricingDays } from '../../db/schema/pricing.ts';
import { reservationPayments } from '../../db/schema/reservation-payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { tours, tourTranslations } from '../../db/schema/tours.ts';

/** The months of a report and, optionally, the one listing it is about. */
export type ReportScope = { from: string; to: string; apartmentId?: string; tourId?: string };

export type NamedListing = ReportListing & { name: string };

export type ReportData = {
  listings: NamedListing[];
  reservations: ReportReservation[];
  refunds: ReportRefund[];
  closedNights: ClosedNight[];
};

/** The first day of the range and the first day after it. */
function rangeDates(scope: ReportScope): { start: string; end: string } {
  return { start: monthStartDate(scope.from), end: monthStartDate(addMonths(scope.to, 1)) };
}

/**
 * Every apartment and tour with its title in the operator's language, else Turkish, else "#number": the page's
 * listing filter offers them all. The whole catalogue is a few hundred short rows.
 */
async function loadListings(db: Database, language: Language): Promise<NamedListing[]> {
  const wanted: Language[] = language === 'tr' ? ['tr'] : [language, 'tr'];
  const pick = (titles: { language: string | null; title: string | null }[], number: number) =>
    titles.find((t) => t.language === language)?.title ??
    titles.find((t) => t.language === 'tr')?.title ??
    `#${number}`;
  const [apartmentRows, tourRows] = await Promise.all([
    db
      .select({
        id: apartments.id,
        number: apartments.apartmentNumber,
        isActive: apartments.isActive,
        language: apartmentTranslations.language,
        title: apartmentTranslations.title,
      })
      .from(apartments)
      .leftJoin(
        apartmentTranslations,
        and(
          eq(apartmentTranslations.apartmentId, apartments.id),
          inArray(apartmentTranslations.language, wanted),
        ),
      ),
    db
      .select({
        id: tours.id,
        number: tours.tourNumber,
        isActive: tours.isActive,
        language: tourTranslations.language,
        title: tourTranslations.title,
      })
      .from(tours)
      .leftJoin(
        tourTranslations,
        and(eq(tourTranslations.tourId, tours.id), inArray(tourTranslations.language, wanted)),
      ),
  ]);
  const listings = new Map<string, NamedListing>();
  const add = (type: ListingType, rows: typeof apartmentRows) => {
    const titlesById = new Map<string, typeof rows>();
    for (const row of rows) titlesById.set(row.id, [...(titlesById.get(row.id) ?? []), row]);
    for (const [id, titles] of titlesById) {
      const [first] = titles;
      if (first) listings.set(id, { id, type, isActive: first.isActive, name: pick(titles, first.number) });
    }
  };
  add('apartment', apartmentRows);
  add('tour', tourRows);
  return [...listings.values()];
}

function listingFilter(scope: ReportScope): SQL | undefined {
  if (scope.apartmentId) return eq(reservations.apartmentId, scope.apartmentId);
  if (scope.tourId) return eq(reservations.tourId, scope.tourId);
  return undefined;
}

/** The columns that say which listing a reservation is for. */
const LISTING_COLUMNS = {
  type: reservations.type,
  apartmentId: reservations.apartmentId,
  tourId: reservations.tourId,
};

/** The listing of a row read with LISTING_COLUMNS (the database guarantees exactly one of the two ids). */
function listingOf(row: { type: ListingType; apartmentId: string | null; tourId: string | null }) {
  return { listingId: (row.apartmentId ?? row.tourId) as string, type: row.type };
}

/** One reservation as the database packs it, an array in this order. */
type PackedReservation = [
  listingId: string,
  type: ListingType,
  checkIn: string,
  checkOut: string,
  cancelled: boolean,
  people: number,
  isRefundable: boolean,
  totalCents: number,
  paidCents: number,
  refundCents: number,
  guaranteeFeeCents: number,
];

/**
 * Reservations with a night or a start inside the range (a stay is at most MAX_STAY_NIGHTS long). Thousands of
 * them per view, so they come as one JSON array of arrays, parsed at once, rather than row by row and column by
 * column (decision 076).
 */
async function loadReservations(db: Database, scope: ReportScope): Promise<ReportReservation[]> {
  const { start, end } = rangeDates(scope);
  const listing = scope.apartmentId
    ? sql`and apartment_id = ${scope.apartmentId}`
    : scope.tourId
      ? sql`and tour_id = ${scope.tourId}`
      : sql``;
  const result = await db.execute<{ reservations: PackedReservation[] | null }>(sql`
    select json_agg(json_build_array(coalesce(apartment_id, tour_id), type, check_in, check_out,
      status = 'cancelled', adults + children, is_refundable, total_cents, paid_cents, refund_cents,
      guarantee_fee_cents)) as reservations
    from reservations
    -- The lower bound on check_in lets the check-in index bound the scan.
    where check_in >= ${addDays(start, -MAX_STAY_NIGHTS)} and check_in < ${end} and check_out > ${start}
      ${listing}
  `);
  return (result.rows[0]?.reservations ?? []).map(
    ([
      listingId,
      type,
      checkIn,
      checkOut,
      cancelled,
      people,
      isRefundable,
      totalCents,
      paidCents,
      refundCents,
      guaranteeFeeCents,
    ]) => ({
      listingId,
      type,
      checkIn,
      checkOut,
      cancelled,
      people,
      isRefundable,
      totalCents,
      paidCents,
      refundCents,
      guaranteeFeeCents,
    }),
  );
}

/** Refunds paid out (ledger rows) during the range, by the Istanbul day they were recorded. */
async function loadRefunds(db: Database, scope: ReportScope): Promise<ReportRefund[]> {
  const { start, end } = rangeDates(scope);
  const rows = await db
    .select({
      ...LISTING_COLUMNS,
      recordedAt: reservationPayments.recordedAt,
      amountCents: reservationPayments.amountCents,
    })
    .from(reservationPayments)
    .innerJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
    .where(
      and(
        eq(reservationPayments.kind, 'refund'),
        gte(reservationPayments.recordedAt, istanbulDayStart(start)),
        lt(reservationPayments.recordedAt, istanbulDayStart(end)),
        listingFilter(scope),
      ),
    );
  return rows.map((row) => ({
    ...listingOf(row),
    recordedOn: istanbulDate(row.recordedAt),
    amountCents: row.amountCents,
  }));
}

/** Nights the apartments' calendars close during the range. */
async function loadClosedNights(db: Database, scope: ReportScope): Promise<ClosedNight[]> {
  if (scope.tourId) return [];
  const { start, end } = rangeDates(scope);
  return db
    .select({ apartmentId: pricingDays.apartmentId, date: pricingDays.date })
    .from(pricingDays)
    .where(
      and(
        gte(pricingDays.date, start),
        lt(pricingDays.date, end),
        eq(pricingDays.isClosed, true),
        scope.apartmentId ? eq(pricingDays.apartmentId, scope.apartmentId) : undefined,
      ),
    );
}

/** Everything a report adds up, read side by side. */
export async function loadReportData(
  db: Database,
  scope: ReportScope,
  language: Language,
): Promise<ReportData> {
  const [listings, reservationRows, refunds, closedNights] = await Promise.all([
    loadListings(db, language),
    loadReservations(db, scope),
    loadRefunds(db, scope),
    loadClosedNights(db, scope),
  ]);
  return { listings, reservations: reservationRows, refunds, closedNights };
}
