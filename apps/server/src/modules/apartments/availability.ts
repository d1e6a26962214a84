import { FIRST_RESULTS_PAGE, type ResultsPage } from '@konak/domain/api/apartments/available-apartments';
import type { ListApartmentsResponse } from '@konak/domain/api/apartments/list-apartments';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { checkGuestsFit, type GuestParty } from '@konak/domain/guests';
import type { Language } from '@konak/domain/languages';
import { calculateStayPrice, checkStayRules, type NightRate } from '@konak/domain/pricing';
import { istanbulDate, nightsBetween } from '@konak/domain/stay-dates';
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

type StayJudge = {
  /** Whether the apartment is free and its calendar allows the stay. */
  allows(row: ApartmentRow): boolean;
  /** The stay's price (packages/domain's calculateStayPrice over the calendar rows of its nights). */
  stay(row: ApartmentRow): StayPriceResult;
};

/** packages/domain's price of the stay from the calendar rows of its nights, as the answers show it. */
function priceOf(row: ApartmentRow, checkIn: string, checkOut: string, calendar: readonly NightRate[]) {
  const price = calculateStayPrice({ checkIn, checkOut, calendar, basePriceCents: row.basePriceCents });
  return stayPriceResult(checkIn, checkOut, price);
}

/**
 * How to judge the candidates for a stay: from the in-memory calendars when they are followed and reach that far
 * (no query; the rules read straight from the arrays, see PriceCalendars.allowsStay), else with the calendar rows of
 * the free candidates read in one statement and checkStayRules.
 */
async function stayJudge(
  database: DatabaseHandle,
  candidates: readonly ApartmentRow[],
  checkIn: string,
  checkOut: string,
  version: CatalogueVersion | null,
  now: Date,
): Promise<StayJudge> {
  const memory = await memoryCalendars(database, version, now);
  const lastNight = lastJudgedNight(checkIn, checkOut);
  if (memory && lastNight !== null && memory.prices.covers(checkIn, lastNight)) {
    const { prices, stays } = memory;
    const range = prices.range(checkIn, lastNight);
    const nights = nightsBetween(checkIn, checkOut);
    return {
      allows: (row) =>
        !stays.overlaps(row.id, checkIn, checkOut) && prices.allowsStay(row.id, range.first, nights),
      stay: (row) =>
        stayPriceResult(checkIn, checkOut, prices.stayPrice(row.id, range.first, nights, row.basePriceCents)),
    };
  }
  const free = await freeStayNights(
    database.db,
    candidates.map((row) => row.id),
    checkIn,
    checkOut,
  );
  return {
    allows: (row) => {
      const calendar = free.get(row.id);
      return calendar !== undefined && checkStayRules({ checkIn, checkOut, calendar }).length === 0;
    },
    stay: (row) => priceOf(row, checkIn, checkOut, free.get(row.id) ?? []),
  };
}

/** The parties asked about per catalogue snapshot, at most this many (then forgotten all at once). */
const MAX_REMEMBERED_PARTIES = 64;
const candidatesByParty = new WeakMap<ListingCatalogue, Map<string, readonly ApartmentRow[]>>();

/**
 * The active apartments the party fits (checkGuestsFit), remembered per catalogue snapshot and party: a search
 * otherwise asks it of every apartment, while a snapshot meets only a few parties. The key holds every field
 * checkGuestsFit reads of the party; a new snapshot (any listing change) starts afresh.
 */
function partyCandidates(catalogue: ListingCatalogue, party: GuestParty): readonly ApartmentRow[] {
  const groups = party.childrenAgeGroups;
  const key = `${party.adults}|${party.children}|${groups ? `${groups.under2}|${groups.between2And7}|${groups.above7}` : '-'}`;
  let remembered = candidatesByParty.get(catalogue);
  if (!remembered) {
    remembered = new Map();
    candidatesByParty.set(catalogue, remembered);
  }
  let candidates = remembered.get(key);
  if (!candidates) {
    candidates = catalogue.active.filter(
      (row) =>
        checkGuestsFit(party, {
          maxCapacity: row.maxCapacity,
          maxAdults: row.maxAdults ?? undefined,
          maxChildren: row.maxChildren ?? undefined,
        }).length === 0,
    );
    if (remembered.size >= MAX_REMEMBERED_PARTIES) remembered.clear();
    remembered.set(key, candidates);
  }
  return candidates;
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
  const candidates = partyCandidates(catalogue, party);

  const { checkIn, checkOut } = search;
  const shownRows = (rows: readonly ApartmentRow[]) => rows.slice((page - 1) * pageSize, page * pageSize);
  if (!checkIn || !checkOut) {
    return { catalogue, shown: shownRows(candidates).map((row) => ({ row })), total: candidates.length };
  }

  // Past check-ins are refused by the routes already; the loop below then needs no clock per apartment.
  if (checkIn < istanbulDate(now)) return { catalogue, shown: [], total: 0 };
  const judge = await stayJudge(database, candidates, checkIn, checkOut, current, now);
  const available = candidates.filter((row) => judge.allows(row));
  // Every rule above needs all candidates; only the page shown needs prices (packages/domain's, from the rows).
  const shown = shownRows(available).map((row) => ({ row, stay: judge.stay(row) }));
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
 * The same answer as the bytes of its JSON, assembled from each apartment's summary encoded once per language and
 * catalogue (listing-catalogue's summaryBytes) with the stay appended: serialising and encoding 24 full summaries
 * (some 80 KB) per search cost more than finding them. The stay is the summary's last field, as toApartmentSummary
 * puts it.
 */
export async function availableApartmentsBody(
  database: DatabaseHandle,
  search: AvailabilitySearch,
  language: Language,
  page: ResultsPage = FIRST_RESULTS_PAGE,
  options: { now?: Date; version?: CatalogueVersion | null } = {},
): Promise<Buffer> {
  const { catalogue, shown, total } = await availablePage(database, search, page, options);
  // The summaries are copied once into a buffer of the answer's exact size: no piece per stay, no concatenation.
  const summaries = shown.map(({ row }) => catalogue.summaryBytes(row, language));
  const stays = shown.map(({ stay }) => (stay ? `,"stay":${JSON.stringify(stay)}}` : ''));
  const tail = `],"total":${total},"page":${page.page},"pageSize":${page.pageSize}}`;
  let size = ITEMS_OPENING.length + Buffer.byteLength(tail) + Math.max(0, shown.length - 1);
  summaries.forEach((summary, index) => {
    const stay = stays[index] ?? '';
    // With a stay, the summary's closing brace gives way to the stay and its own brace.
    size += stay ? summary.length - 1 + Buffer.byteLength(stay) : summary.length;
  });
  const body = Buffer.allocUnsafe(size);
  let offset = ITEMS_OPENING.copy(body, 0);
  summaries.forEach((summary, index) => {
    if (index > 0) offset = body.write(',', offset) + offset;
    const stay = stays[index] ?? '';
    offset += summary.copy(body, offset, 0, stay ? summary.length - 1 : summary.length);
    if (stay) offset += body.write(stay, offset);
  });
  offset += body.write(tail, offset);
  if (offset !== size) throw new Error(`availableApartmentsBody: wrote ${offset} of ${size} bytes`);
  return body;
}

const ITEMS_OPENING = Buffer.from('{"items":[');
