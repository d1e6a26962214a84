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
import { and, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
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

/** Reservations with a night or a start inside the range (a stay is at most MAX_STAY_NIGHTS long). */
async function loadReservations(db: Database, scope: ReportScope): Promise<ReportReservation[]> {
  const { start, end } = rangeDates(scope);
  const rows = await db
    .select({
      ...LISTING_COLUMNS,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      status: reservations.status,
      adults: reservations.adults,
      children: reservations.children,
      isRefundable: reservations.isRefundable,
      totalCents: reservations.totalCents,
      paidCents: reservations.paidCents,
      refundCents: reservations.refundCents,
      guaranteeFeeCents: reservations.guaranteeFeeCents,
    })
    .from(reservations)
    .where(
      and(
        // The lower bound on check_in lets the check-in index bound the scan.
        gte(reservations.checkIn, addDays(start, -MAX_STAY_NIGHTS)),
        lt(reservations.checkIn, end),
        gt(reservations.checkOut, start),
        listingFilter(scope),
      ),
    );
  return rows.map((row) => ({
    ...listingOf(row),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    cancelled: row.status === 'cancelled',
    people: row.adults + row.children,
    isRefundable: row.isRefundable,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    refundCents: row.refundCents,
    guaranteeFeeCents: row.guaranteeFeeCents,
  }));
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
