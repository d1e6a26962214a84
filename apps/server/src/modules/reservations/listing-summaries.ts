import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@konak/domain/stay-policy';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-query.ts';
import type { reservations } from '../../db/schema/reservations.ts';
import { tours, tourTranslations } from '../../db/schema/tours.ts';
import { locationLine } from './location-line.ts';

/** What a reservation shows and says about what was booked, in one language. */
export type ListingSummary = {
  id: string;
  /** apartmentNumber or tourNumber. */
  number: number;
  title: string;
  slug: string | null;
  /** The apartment's address (or its neighbourhood when none is set), or the tour's meeting point. */
  location: string;
  checkInTime: string;
  checkOutTime: string;
  /** A tour's length in minutes; null for apartments. */
  durationMinutes: number | null;
};

type ListingRef = Pick<typeof reservations.$inferSelect, 'type' | 'apartmentId' | 'tourId'>;

export function listingKey(ref: ListingRef): string {
  return ref.type === 'apartment' ? `apartment:${ref.apartmentId}` : `tour:${ref.tourId}`;
}

/**
 * The listing as a reservation names it: from its summary, or, were the listing gone, by the id it was booked
 * under, with number 0 and no title.
 */
export function listingNamed(
  row: ListingRef & { id: string },
  listing: ListingSummary | undefined,
): { id: string; number: number; title: string } {
  return {
    id: listing?.id ?? row.apartmentId ?? row.tourId ?? row.id,
    number: listing?.number ?? 0,
    title: listing?.title ?? '',
  };
}

/** The wanted language, else Turkish, else any: a reservation never shows an untitled listing. */
function pick<Row extends { language: Language }>(rows: Row[], language: Language): Row | undefined {
  return (
    rows.find((row) => row.language === language) ??
    rows.find((row) => row.language === DEFAULT_LANGUAGE) ??
    rows[0]
  );
}

type ApartmentListing = {
  id: string;
  apartmentNumber: number;
  address: string | null;
  neighborhood: string | null;
  district: string | null;
  city: string;
  checkInTime: string;
  checkOutTime: string;
  /** Every language's title and slug: never the descriptions, which a reservation does not show. */
  texts: [language: Language, title: string, slug: string][];
};

// Each booking's answer reads one apartment, so the read is a named prepared statement (decision 112): one text for
// any number of ids, parsed and planned once per connection.
const apartmentListingsRead = preparedSql<ApartmentListing>(
  'apartment_listings',
  sql`
    select a.id, a.apartment_number as "apartmentNumber", a.address, a.neighborhood, a.district, a.city,
      a.check_in_time as "checkInTime", a.check_out_time as "checkOutTime",
      (select coalesce(json_agg(json_build_array(t.language, t.title, t.slug)), '[]'::json)
        from apartment_translations t where t.apartment_id = a.id) as texts
    from apartments a
    where a.id = any(${sql.placeholder('ids')}::uuid[])`,
);

/** The apartments with their titles in every language, in one round trip. */
async function apartmentListings(db: Database, apartmentIds: string[]): Promise<ApartmentListing[]> {
  return (await apartmentListingsRead(db).execute({ ids: apartmentIds })).rows;
}

/** The listings of many reservations (inactive ones included: old bookings keep their titles), one query per table. */
export async function listingSummaries(
  db: Database,
  refs: readonly ListingRef[],
  language: Language,
): Promise<Map<string, ListingSummary>> {
  const apartmentIds = [...new Set(refs.flatMap((ref) => (ref.apartmentId ? [ref.apartmentId] : [])))];
  const tourIds = [...new Set(refs.flatMap((ref) => (ref.tourId ? [ref.tourId] : [])))];
  const [apartmentRows, tourRows, tourTexts] = await Promise.all([
    apartmentIds.length ? apartmentListings(db, apartmentIds) : [],
    tourIds.length ? db.select().from(tours).where(inArray(tours.id, tourIds)) : [],
    tourIds.length ? db.select().from(tourTranslations).where(inArray(tourTranslations.tourId, tourIds)) : [],
  ]);

  const summaries = new Map<string, ListingSummary>();
  for (const apartment of apartmentRows) {
    const text = pick(
      apartment.texts.map(([language, title, slug]) => ({ language, title, slug })),
      language,
    );
    summaries.set(`apartment:${apartment.id}`, {
      id: apartment.id,
      number: apartment.apartmentNumber,
      title: text?.title ?? `#${apartment.apartmentNumber}`,
      slug: text?.slug ?? null,
      location: locationLine(apartment.address, [apartment.neighborhood, apartment.district, apartment.city]),
      checkInTime: apartment.checkInTime,
      checkOutTime: apartment.checkOutTime,
      durationMinutes: null,
    });
  }
  for (const tour of tourRows) {
    const text = pick(
      tourTexts.filter((row) => row.tourId === tour.id),
      language,
    );
    summaries.set(`tour:${tour.id}`, {
      id: tour.id,
      number: tour.tourNumber,
      title: text?.title ?? `#${tour.tourNumber}`,
      slug: text?.slug ?? null,
      location: text?.meetingPoint || tour.meetingPoint,
      checkInTime: CHECK_IN_TIME,
      checkOutTime: CHECK_OUT_TIME,
      durationMinutes: tour.durationMinutes,
    });
  }
  return summaries;
}
