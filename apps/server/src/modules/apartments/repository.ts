import { and, asc, eq, gt, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { amenities, apartmentAmenities } from '../../db/schema/amenities.ts';
import { apartmentImages } from '../../db/schema/apartment-images.ts';
import { apartmentSlugHistory, apartments, apartmentTranslations } from '../../db/schema/apartments.ts';
import { pricingDays } from '../../db/schema/pricing.ts';
import { reservations } from '../../db/schema/reservations.ts';
import type { Language } from '../../db/schema/shared-columns.ts';

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

export async function activeApartments(
  db: Database,
  filter: SQL | undefined,
  paging?: { limit: number; offset: number },
): Promise<ApartmentRow[]> {
  const query = db
    .select()
    .from(apartments)
    .where(and(activeApartment, filter))
    .orderBy(asc(apartments.apartmentNumber));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

export async function countActiveApartments(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apartments)
    .where(activeApartment);
  return row?.count ?? 0;
}

export async function activeApartmentsByIds(db: Database, ids: readonly string[]): Promise<ApartmentRow[]> {
  if (ids.length === 0) return [];
  return activeApartments(db, inArray(apartments.id, [...ids]));
}

/** The apartment a slug names: a current slug of any language, else one it used to have. */
export async function apartmentIdBySlug(db: Database, slug: string): Promise<string | null> {
  const [current] = await db
    .select({ apartmentId: apartmentTranslations.apartmentId })
    .from(apartmentTranslations)
    .where(eq(apartmentTranslations.slug, slug))
    .limit(1);
  if (current) return current.apartmentId;
  const [former] = await db
    .select({ apartmentId: apartmentSlugHistory.apartmentId })
    .from(apartmentSlugHistory)
    .where(eq(apartmentSlugHistory.slug, slug))
    .orderBy(sql`${apartmentSlugHistory.createdAt} desc`)
    .limit(1);
  return former?.apartmentId ?? null;
}

export async function listingParts(db: Database, ids: readonly string[]): Promise<ListingParts> {
  if (ids.length === 0) return { translations: new Map(), images: new Map(), amenities: new Map() };
  const idList = [...ids];
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
      .where(inArray(apartmentTranslations.apartmentId, idList)),
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
      .where(inArray(apartmentImages.apartmentId, idList))
      .orderBy(asc(apartmentImages.sortOrder), asc(apartmentImages.createdAt)),
    db
      .select({ apartmentId: apartmentAmenities.apartmentId, amenityId: apartmentAmenities.amenityId })
      .from(apartmentAmenities)
      .where(inArray(apartmentAmenities.apartmentId, idList)),
    amenityCatalogue(db),
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
      catalogue.ordered.filter((amenity) => wanted.has(amenity.id)),
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

async function amenityCatalogue(db: Database): Promise<{ ordered: AmenityRow[] }> {
  const cached = amenityCache.get(db);
  if (cached && Date.now() - cached.loadedAt < AMENITY_CACHE_MS) return { ordered: await cached.ordered };
  const ordered = db
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
    .orderBy(asc(amenities.sortOrder), asc(amenities.key))
    .then((rows) => rows);
  amenityCache.set(db, { loadedAt: Date.now(), ordered });
  // A failed load must not stay cached.
  ordered.catch(() => amenityCache.delete(db));
  return { ordered: await ordered };
}

/** Calendar rows of the nights [checkIn, checkOut) of many apartments. */
export async function stayCalendarRows(
  db: Database,
  ids: readonly string[],
  checkIn: string,
  checkOut: string,
) {
  if (ids.length === 0) return [];
  return db
    .select({
      apartmentId: pricingDays.apartmentId,
      date: pricingDays.date,
      priceCents: pricingDays.priceCents,
      originalPriceCents: pricingDays.originalPriceCents,
      minStayNights: pricingDays.minStayNights,
      isClosed: pricingDays.isClosed,
    })
    .from(pricingDays)
    .where(
      and(
        inArray(pricingDays.apartmentId, [...ids]),
        gte(pricingDays.date, checkIn),
        lt(pricingDays.date, checkOut),
      ),
    );
}

/** Apartments among `ids` with a live reservation sharing a night with the half-open stay [checkIn, checkOut). */
export async function bookedApartmentIds(
  db: Database,
  ids: readonly string[],
  checkIn: string,
  checkOut: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ apartmentId: reservations.apartmentId })
    .from(reservations)
    .where(
      and(
        inArray(reservations.apartmentId, [...ids]),
        ne(reservations.status, 'cancelled'),
        lt(reservations.checkIn, checkOut),
        gt(reservations.checkOut, checkIn),
      ),
    );
  return new Set(rows.flatMap((row) => (row.apartmentId ? [row.apartmentId] : [])));
}
