import type { ApartmentDetail, ApartmentListResponse } from '@konak/domain/api/apartments/apartment';
import type { ApartmentCategory } from '@konak/domain/api/apartments/apartments-by-category';
import type { ApartmentBySlugResult } from '@konak/domain/catalogue/page-data';
import type { Language } from '@konak/domain/languages';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { pickTranslation, toApartmentDetail, toApartmentSummary } from './apartment-view.ts';
import { type ListingCatalogue, listingCatalogue } from './listing-catalogue.ts';
import { type ApartmentRow, listingParts } from './repository.ts';
import { searchApartmentIds } from './search-repository.ts';

// Ids come from URLs; PostgreSQL answers a malformed uuid with an error, so they are checked first.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Rows as API listings, their translations, images and amenities fetched for all of them at once. */
export async function toListing(
  db: Database,
  rows: readonly ApartmentRow[],
  language: Language,
): Promise<ApartmentListResponse> {
  const parts = await listingParts(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => toApartmentSummary(row, parts, language));
  return { items, total: items.length };
}

function catalogueListing(
  catalogue: ListingCatalogue,
  rows: readonly ApartmentRow[],
  language: Language,
): ApartmentListResponse {
  const items = rows.map((row) => toApartmentSummary(row, catalogue.parts, language));
  return { items, total: items.length };
}

export async function listApartments(
  database: DatabaseHandle,
  { page, pageSize }: { page: number; pageSize: number },
  language: Language,
) {
  const catalogue = await listingCatalogue(database);
  const rows = catalogue.active.slice((page - 1) * pageSize, page * pageSize);
  const { items } = catalogueListing(catalogue, rows, language);
  return { items, total: catalogue.active.length, page, pageSize };
}

export async function featuredApartments(database: DatabaseHandle, language: Language) {
  const catalogue = await listingCatalogue(database);
  return catalogueListing(
    catalogue,
    catalogue.active.filter((row) => row.isFeatured),
    language,
  );
}

export async function apartmentsByCategory(
  database: DatabaseHandle,
  category: ApartmentCategory,
  language: Language,
) {
  const catalogue = await listingCatalogue(database);
  return catalogueListing(
    catalogue,
    catalogue.active.filter((row) => row.category === category),
    language,
  );
}

/** The active apartment with this id, or undefined (also for ids that are not uuids). */
export async function activeApartmentRow(
  database: DatabaseHandle,
  id: string,
): Promise<ApartmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await listingCatalogue(database)).activeById.get(id.toLowerCase());
}

export async function apartmentById(
  database: DatabaseHandle,
  id: string,
  language: Language,
): Promise<ApartmentDetail | null> {
  const catalogue = await listingCatalogue(database);
  const row = isUuid(id) ? catalogue.activeById.get(id.toLowerCase()) : undefined;
  return row ? toApartmentDetail(row, catalogue.parts, language) : null;
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
  database: DatabaseHandle,
  slug: string,
  language: Language,
): Promise<ApartmentBySlugResult> {
  const catalogue = await listingCatalogue(database);
  const id = catalogue.idBySlug(slug);
  const row = id === undefined ? undefined : catalogue.activeById.get(id);
  if (!row) return { found: false };
  const apartment = toApartmentDetail(row, catalogue.parts, language);
  const current = pickTranslation(catalogue.parts.translations.get(row.id), language);
  const shouldRedirect = current.slug !== '' && current.slug !== slug;
  return {
    found: true,
    apartment,
    shouldRedirect,
    redirectUrl: shouldRedirect ? apartmentPagePath(language, current.slug) : null,
  };
}

/** Active apartments whose titles, district or neighbourhood contain every word of the query; best first. */
export async function searchApartments(database: DatabaseHandle, query: string, language: Language) {
  const [ids, catalogue] = await Promise.all([
    searchApartmentIds(database.db, query, language),
    listingCatalogue(database),
  ]);
  const rows = ids.flatMap((id) => catalogue.activeById.get(id) ?? []);
  return catalogueListing(catalogue, rows, language);
}
