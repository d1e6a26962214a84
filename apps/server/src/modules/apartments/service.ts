import type { ApartmentCategory } from '@konak/domain/api/apartments/apartments-by-category';
import type { ApartmentDetail, ApartmentListResponse } from '@konak/domain/catalogue/apartment';
import type { ApartmentBySlugResult } from '@konak/domain/catalogue/page-data';
import type { Language } from '@konak/domain/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { pickTranslation, toApartmentDetail, toApartmentSummary } from './apartment-view.ts';
import { cachedListingParts } from './listing-cache.ts';
import {
  type ApartmentRow,
  activeApartments,
  activeApartmentsByIds,
  apartmentIdBySlug,
  countActiveApartments,
} from './repository.ts';
import { searchApartmentIds } from './search-repository.ts';

// Ids come from URLs; PostgreSQL answers a malformed uuid with an error, so they are checked first.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Rows as API listings, translations, images and amenities fetched for all of them at once. */
export async function toListing(
  db: Database,
  rows: readonly ApartmentRow[],
  language: Language,
): Promise<ApartmentListResponse> {
  const parts = await cachedListingParts(db, rows);
  const items = rows.map((row) => toApartmentSummary(row, parts, language));
  return { items, total: items.length };
}

export async function listApartments(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
  language: Language,
) {
  const [rows, total] = await Promise.all([
    activeApartments(db, undefined, { limit: pageSize, offset: (page - 1) * pageSize }),
    countActiveApartments(db),
  ]);
  const { items } = await toListing(db, rows, language);
  return { items, total, page, pageSize };
}

export async function featuredApartments(db: Database, language: Language) {
  return toListing(db, await activeApartments(db, eq(apartments.isFeatured, true)), language);
}

export async function apartmentsByCategory(db: Database, category: ApartmentCategory, language: Language) {
  return toListing(db, await activeApartments(db, eq(apartments.category, category)), language);
}

export async function apartmentById(
  db: Database,
  id: string,
  language: Language,
): Promise<ApartmentDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await activeApartmentsByIds(db, [id]);
  if (!row) return null;
  return toApartmentDetail(row, await cachedListingParts(db, [row]), language);
}

/** The page path of an apartment in a language: Turkish has no prefix (decision 010). */
export function apartmentPagePath(language: Language, slug: string): string {
  const path = `/apartment/${encodeURIComponent(slug)}`;
  return language === 'tr' ? path : `/${language}${path}`;
}

/**
 * An apartment by a slug of any language or a former one. When the slug is not the apartment's current slug in
 * the answer's language, the page should redirect there (one canonical URL per language).
 */
export async function apartmentBySlug(
  db: Database,
  slug: string,
  language: Language,
): Promise<ApartmentBySlugResult> {
  const id = await apartmentIdBySlug(db, slug);
  const apartment = id ? await apartmentById(db, id, language) : null;
  if (!apartment) return { found: false };
  const current = pickTranslation(
    Object.entries(apartment.translations).map(([code, text]) => ({ ...text, language: code as Language })),
    language,
  );
  const shouldRedirect = current.slug !== '' && current.slug !== slug;
  return {
    found: true,
    apartment,
    shouldRedirect,
    redirectUrl: shouldRedirect ? apartmentPagePath(language, current.slug) : null,
  };
}

/** Active apartments whose titles, district or neighbourhood contain every word of the query; best first. */
export async function searchApartments(db: Database, query: string, language: Language) {
  const ids = await searchApartmentIds(db, query, language);
  const rows = await activeApartmentsByIds(db, ids);
  const rank = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return toListing(db, rows, language);
}
