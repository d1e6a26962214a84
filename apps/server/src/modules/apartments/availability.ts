import { FIRST_RESULTS_PAGE, type ResultsPage } from '@konak/domain/api/apartments/available-apartments';
import type { ListApartmentsResponse } from '@konak/domain/api/apartments/list-apartments';
import type { StayPriceResult } from '@konak/domain/catalogue/stay-price';
import { checkGuestsFit, type GuestParty } from '@konak/domain/guests';
import type { Language } from '@konak/domain/languages';
import { calculateStayPrice, checkStayRules, type NightRate } from '@konak/domain/pricing';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { toApartmentSummary, toStayPriceResult } from './apartment-view.ts';
import { cachedListingParts } from './listing-cache.ts';
import { activeApartments, bookedApartmentIds, stayCalendarRows } from './repository.ts';

export type AvailabilitySearch = {
  /** Both or neither; already checked against searchDatesIssue. */
  checkIn?: string;
  checkOut?: string;
  party: GuestParty;
};

/**
 * Apartments the party fits and, with dates, that are free (no live reservation shares a night), open every night
 * and long enough a stay for the check-in night's minimum; each then carries the stay's price.
 *
 * Brief §8 wants this fast with hundreds of apartments, so the query count is constant: candidates, their calendar
 * rows of the stay, the booked ones, then translations, images and amenities of the survivors (mostly cached).
 */
export async function availableApartments(
  db: Database,
  search: AvailabilitySearch,
  language: Language,
  { page, pageSize }: ResultsPage = FIRST_RESULTS_PAGE,
  now: Date = new Date(),
): Promise<ListApartmentsResponse> {
  const { party } = search;
  const infants = party.childrenAgeGroups?.under2 ?? 0;
  // A coarse capacity filter in SQL spares loading apartments that are obviously too small; checkGuestsFit decides.
  const countedGuests = party.adults + party.children - infants;
  // Counts that are not whole numbers fit nowhere (checkGuestsFit says so too); they must not reach the SQL.
  if (!Number.isSafeInteger(countedGuests)) return { items: [], total: 0, page, pageSize };
  const candidates = (await activeApartments(db, sql`${apartments.maxCapacity} >= ${countedGuests}`)).filter(
    (row) =>
      checkGuestsFit(party, {
        maxCapacity: row.maxCapacity,
        maxAdults: row.maxAdults ?? undefined,
        maxChildren: row.maxChildren ?? undefined,
      }).length === 0,
  );

  const { checkIn, checkOut } = search;
  let available = candidates;
  const stays = new Map<string, StayPriceResult>();
  if (checkIn && checkOut) {
    const ids = candidates.map((row) => row.id);
    const [calendarRows, booked] = await Promise.all([
      stayCalendarRows(db, ids, checkIn, checkOut),
      bookedApartmentIds(db, ids, checkIn, checkOut),
    ]);
    const calendars = new Map<string, NightRate[]>();
    for (const { apartmentId, ...night } of calendarRows) {
      const calendar = calendars.get(apartmentId);
      if (calendar) calendar.push(night);
      else calendars.set(apartmentId, [night]);
    }
    available = candidates.filter((row) => {
      if (booked.has(row.id)) return false;
      const calendar = calendars.get(row.id) ?? [];
      if (checkStayRules({ checkIn, checkOut, calendar, now }).length > 0) return false;
      const price = calculateStayPrice({ checkIn, checkOut, calendar, basePriceCents: row.basePriceCents });
      stays.set(row.id, toStayPriceResult(checkIn, checkOut, price));
      return true;
    });
  }

  // Every rule above needs all candidates; only the page shown needs its texts and pictures.
  const shown = available.slice((page - 1) * pageSize, page * pageSize);
  const parts = await cachedListingParts(db, shown);
  const items = shown.map((row) => toApartmentSummary(row, parts, language, stays.get(row.id)));
  return { items, total: available.length, page, pageSize };
}
