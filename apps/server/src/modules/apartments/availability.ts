import { FIRST_RESULTS_PAGE, type ResultsPage } from '@konak/domain/api/apartments/available-apartments';
import type { ListApartmentsResponse } from '@konak/domain/api/apartments/list-apartments';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { checkGuestsFit, type GuestParty } from '@konak/domain/guests';
import type { Language } from '@konak/domain/languages';
import { calculateStayPrice, checkStayRules, type NightRate } from '@konak/domain/pricing';
import { istanbulDate } from '@konak/domain/stay-dates';
import { type CatalogueVersion, catalogueChanges } from '../../cache/catalogue-changes.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { lastJudgedNight, memoryCalendars, stayPriceResult } from '../pricing-calendar/surface.ts';
import { toApartmentSummary } from './apartment-view.ts';
import { type ListingCatalogue, listingCatalogue } from './listing-catalogue.ts';
import { type ApartmentRow, freeStayNights } from './repository.ts';

export type AvailabilitySearch = {
  /** Both or neither; already checked against searchDatesIssue. */
  checkIn?: string;
  checkOut?: string;
  party: GuestParty;
};

/**
 * The candidates no live reservation holds during the stay, with the calendar rows of its nights: from the
 * in-memory calendars when they are followed and reach that far, else in one statement.
 */
async function freeCandidates(
  database: DatabaseHandle,
  candidates: readonly ApartmentRow[],
  checkIn: string,
  checkOut: string,
  version: CatalogueVersion | null,
  now: Date,
): Promise<Map<string, NightRate[]>> {
  const memory = await memoryCalendars(database, version, now);
  const lastNight = lastJudgedNight(checkIn, checkOut);
  if (!memory || lastNight === null || !memory.prices.covers(checkIn, lastNight)) {
    return freeStayNights(
      database.db,
      candidates.map((row) => row.id),
      checkIn,
      checkOut,
    );
  }
  const free = new Map<string, NightRate[]>();
  const nights = memory.prices.range(checkIn, lastNight);
  for (const row of candidates) {
    if (memory.stays.overlaps(row.id, checkIn, checkOut)) continue;
    free.set(row.id, memory.prices.nightsIn(row.id, nights));
  }
  return free;
}

/** One page of the results as rows, with the stay's price of each when the search has dates. */
export type AvailablePage = {
  catalogue: ListingCatalogue;
  shown: { row: ApartmentRow; stay?: StayPriceResult }[];
  total: number;
};

/**
 * Apartments the party fits and, with dates, that are free (no live reservation shares a night), open every night
 * and long enough a stay for the check-in night's minimum; each then carries the stay's price.
 *
 * Brief §8 wants this fast with hundreds of apartments: the apartments, their texts and pictures come from the
 * in-memory listing catalogue, their calendars and reservations from the in-memory calendars (or one statement).
 * The stay rules and prices stay those of packages/domain, the same the booking applies.
 */
export async function availablePage(
  database: DatabaseHandle,
  search: AvailabilitySearch,
  { page, pageSize }: ResultsPage = FIRST_RESULTS_PAGE,
  { now = new Date(), version }: { now?: Date; version?: CatalogueVersion | null } = {},
): Promise<AvailablePage> {
  const { party } = search;
  const current = version === undefined ? await catalogueChanges(database).current() : version;
  const catalogue = await listingCatalogue(database, current);
  const candidates = catalogue.active.filter(
    (row) =>
      checkGuestsFit(party, {
        maxCapacity: row.maxCapacity,
        maxAdults: row.maxAdults ?? undefined,
        maxChildren: row.maxChildren ?? undefined,
      }).length === 0,
  );

  const { checkIn, checkOut } = search;
  const shownRows = (rows: readonly ApartmentRow[]) => rows.slice((page - 1) * pageSize, page * pageSize);
  if (!checkIn || !checkOut) {
    return { catalogue, shown: shownRows(candidates).map((row) => ({ row })), total: candidates.length };
  }

  // Past check-ins are refused by the routes already; the loop below then needs no clock per apartment.
  if (checkIn < istanbulDate(now)) return { catalogue, shown: [], total: 0 };
  const free = await freeCandidates(database, candidates, checkIn, checkOut, current, now);
  const available = candidates.filter((row) => {
    const calendar = free.get(row.id);
    return calendar !== undefined && checkStayRules({ checkIn, checkOut, calendar }).length === 0;
  });
  // Every rule above needs all candidates; only the page shown needs prices.
  const shown = shownRows(available).map((row) => {
    const calendar = free.get(row.id) ?? [];
    const price = calculateStayPrice({ checkIn, checkOut, calendar, basePriceCents: row.basePriceCents });
    return { row, stay: stayPriceResult(checkIn, checkOut, price) };
  });
  return { catalogue, shown, total: available.length };
}

/** availablePage as the page loaders and the API describe it. */
export async function availableApartments(
  database: DatabaseHandle,
  search: AvailabilitySearch,
  language: Language,
  page: ResultsPage = FIRST_RESULTS_PAGE,
  options: { now?: Date; version?: CatalogueVersion | null } = {},
): Promise<ListApartmentsResponse> {
  const { catalogue, shown, total } = await availablePage(database, search, page, options);
  const items = shown.map(({ row, stay }) => toApartmentSummary(row, catalogue.parts, language, stay));
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/**
 * The same answer as JSON text, built from each apartment's summary serialised once per language and catalogue
 * (listing-catalogue's summaryJson) with the stay appended: serialising 24 full summaries per search cost more
 * than finding them. The stay is the summary's last field, as toApartmentSummary puts it.
 */
export async function availableApartmentsJson(
  database: DatabaseHandle,
  search: AvailabilitySearch,
  language: Language,
  page: ResultsPage = FIRST_RESULTS_PAGE,
  options: { now?: Date; version?: CatalogueVersion | null } = {},
): Promise<string> {
  const { catalogue, shown, total } = await availablePage(database, search, page, options);
  const items = shown.map(({ row, stay }) => {
    const summary = catalogue.summaryJson(row, language);
    return stay ? `${summary.slice(0, -1)},"stay":${JSON.stringify(stay)}}` : summary;
  });
  return `{"items":[${items.join(',')}],"total":${total},"page":${page.page},"pageSize":${page.pageSize}}`;
}
