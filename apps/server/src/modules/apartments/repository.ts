import type { NightRate } from '@konak/domain/pricing';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { amenities, apartmentAmenities } from '../../db/schema/amenities.ts';
import { apartmentImages } from '../../db/schema/apartment-images.ts';
import { apartmentSlugHistory, apartments, apartmentTranslations } from '../../db/schema/apartments.ts';
import type { Language } from '../../db/schema/shared-columns.ts';
import { type JsonNight, nightFromJson } from '../pricing-calendar/surface.ts';

export type ApartmentRow = typeof apartments.$inferSelect;
export type TranslationRow = { language: Language; title: string; description: string; slug: string };
export type ImageRow = Pick<
  typeof apartmentImages.$inferSelect,
  'url' | 'roomType' | 'width' | 'height' | 'alt'
>;
export type AmenityRow = Omit<typeof amenities.$inferSelect, 'sortOrder'>;

/** What turns apartment rows into API listings: everything fetched in one query per table for a whole page. */
export type ListingParts = {
  translations: Map<string, TranslationRow[]>;
  images: Map<string, ImageRow[]>;
  amenities: Map<string, AmenityRow[]>;
};

const activeApartment = eq(apartments.isActive, true);

/** Active apartments among `ids`, by apartment number (member pages: favourites). */
export async function activeApartmentsByIds(db: Database, ids: readonly string[]): Promise<ApartmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(apartments)
    .where(and(activeApartment, inArray(apartments.id, [...ids])))
    .orderBy(asc(apartments.apartmentNumber));
}

/** Every apartment, active or not (a withdrawn apartment's slugs must still resolve to "not found"). */
export async function allApartments(db: Database): Promise<ApartmentRow[]> {
  return db.select().from(apartments).orderBy(asc(apartments.apartmentNumber));
}

/** Slugs apartments used to have, newest first. */
export async function formerSlugs(db: Database): Promise<{ slug: string; apartmentId: string }[]> {
  return db
    .select({ slug: apartmentSlugHistory.slug, apartmentId: apartmentSlugHistory.apartmentId })
    .from(apartmentSlugHistory)
    .orderBy(desc(apartmentSlugHistory.createdAt));
}

/**
 * Translations, pictures and amenities of the apartments among `ids`, or of every apartment without `ids`: one
 * query per table whatever the count.
 */
export async function listingParts(db: Database, ids?: readonly string[]): Promise<ListingParts> {
  if (ids?.length === 0) return { translations: new Map(), images: new Map(), amenities: new Map() };
  const idList = ids ? [...ids] : undefined;
  const [translationRows, imageRows, amenityLinks, catalogue] = await Promise.all([
    db
      .select({
        apartmentId: apartmentTranslations.apartmentId,
        language: apartmentTranslations.language,
        title: apartmentTranslations.title,
        description: apartmentTranslations.description,
        slug: apartmentTranslations.slug,
      })
      .from(apartmentTranslations)
      .where(idList && inArray(apartmentTranslations.apartmentId, idList)),
    db
      .select({
        apartmentId: apartmentImages.apartmentId,
        url: apartmentImages.url,
        roomType: apartmentImages.roomType,
        width: apartmentImages.width,
        height: apartmentImages.height,
        alt: apartmentImages.alt,
      })
      .from(apartmentImages)
      .where(idList && inArray(apartmentImages.apartmentId, idList))
      .orderBy(asc(apartmentImages.sortOrder), asc(apartmentImages.createdAt)),
    db
      .select({ apartmentId: apartmentAmenities.apartmentId, amenityId: apartmentAmenities.amenityId })
      .from(apartmentAmenities)
      .where(idList && inArray(apartmentAmenities.apartmentId, idList)),
    // The whole catalogue is loaded (and then kept) at once; lists of a few apartments reuse a recent copy.
    idList ? amenityCatalogue(db) : loadAmenityCatalogue(db),
  ]);

  const translations = groupBy(translationRows, ({ apartmentId, ...row }) => [apartmentId, row]);
  const images = groupBy(imageRows, ({ apartmentId, ...row }) => [apartmentId, row]);
  const amenitiesByApartment = new Map<string, AmenityRow[]>();
  // Catalogue order, not insertion order: pages show only the first few amenities.
  const linked = groupBy(amenityLinks, (link) => [link.apartmentId, link.amenityId]);
  for (const [apartmentId, amenityIds] of linked) {
    const wanted = new Set(amenityIds);
    amenitiesByApartment.set(
      apartmentId,
      catalogue.filter((amenity) => wanted.has(amenity.id)),
    );
  }
  return { translations, images, amenities: amenitiesByApartment };
}

function groupBy<Row, Value>(
  rows: readonly Row[],
  entry: (row: Row) => [string, Value],
): Map<string, Value[]> {
  const groups = new Map<string, Value[]>();
  for (const row of rows) {
    const [key, value] = entry(row);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/**
 * The amenity catalogue changes only when the seed runs (it lives in code), so each process keeps it for a minute
 * instead of joining it into every listing query.
 */
const AMENITY_CACHE_MS = 60_000;
const amenityCache = new WeakMap<Database, { loadedAt: number; ordered: Promise<AmenityRow[]> }>();

async function amenityCatalogue(db: Database): Promise<AmenityRow[]> {
  const cached = amenityCache.get(db);
  if (cached && Date.now() - cached.loadedAt < AMENITY_CACHE_MS) return cached.ordered;
  const ordered = loadAmenityCatalogue(db);
  amenityCache.set(db, { loadedAt: Date.now(), ordered });
  // A failed load must not stay cached.
  ordered.catch(() => amenityCache.delete(db));
  return ordered;
}

async function loadAmenityCatalogue(db: Database): Promise<AmenityRow[]> {
  return db
    .select({
      id: amenities.id,
      key: amenities.key,
      icon: amenities.icon,
      category: amenities.category,
      nameTr: amenities.nameTr,
      nameEn: amenities.nameEn,
      nameAr: amenities.nameAr,
      nameRu: amenities.nameRu,
    })
    .from(amenities)
    .orderBy(asc(amenities.sortOrder), asc(amenities.key));
}

/**
 * For the apartments among `ids` that no live reservation holds during the half-open stay [checkIn, checkOut), the
 * calendar rows of the stay's nights (none for nights without a row). One statement, reading the stay's nights as
 * one range of pricing_days_date_index, whose answer is a single JSON value: the embedded database pays per row
 * and per field it hands back, so a few hundred rows of five fields would cost more than the query itself.
 */
export async function freeStayNights(
  db: Database,
  ids: readonly string[],
  checkIn: string,
  checkOut: string,
): Promise<Map<string, NightRate[]>> {
  if (ids.length === 0) return new Map();
  const idList = `{${ids.join(',')}}`;
  const result = await db.execute<{ free: [string, JsonNight[]][] }>(sql`
    with free as (
      select candidate.id from unnest(${idList}::uuid[]) as candidate(id)
      where candidate.id not in (
        select r.apartment_id from reservations r
        where r.apartment_id is not null and r.status <> 'cancelled'
          and r.check_in < ${checkOut}::date and r.check_out > ${checkIn}::date)
      -- A night an imported block closes is a closed night (decision 094): that apartment cannot take the stay.
      and candidate.id not in (
        select b.apartment_id from channel_blocks b
        where b.check_in < ${checkOut}::date and b.check_out > ${checkIn}::date)
    ), nights as (
      select p.apartment_id, json_agg(json_build_array(p.date, p.price_cents, p.original_price_cents,
        p.min_stay_nights, p.is_closed)) as nights
      from pricing_days p
      where p.date >= ${checkIn}::date and p.date < ${checkOut}::date and p.apartment_id = any(${idList}::uuid[])
      group by p.apartment_id
    )
    select coalesce(json_agg(json_build_array(free.id, coalesce(nights.nights, '[]'::json))), '[]'::json) as free
    from free left join nights on nights.apartment_id = free.id`);
  const free = new Map<string, NightRate[]>();
  for (const [id, nights] of result.rows[0]?.free ?? []) {
    free.set(id, nights.map(nightFromJson));
  }
  return free;
}
