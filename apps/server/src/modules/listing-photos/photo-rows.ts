import type { ListingPhoto, PhotoOwnerKind } from '@konak/domain/api/admin/listing-photo';
import { SITE_IMAGE_CATEGORIES, type SiteImageCategory } from '@konak/domain/api/site-images/site-image';
import { imageVariantUrl, imageWidthsFor } from '@konak/domain/catalogue/image-variants';
import type { Language } from '@konak/domain/languages';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartmentImages } from '../../db/schema/apartment-images.ts';
import { apartments, apartmentTranslations } from '../../db/schema/apartments.ts';
import type { LocalizedText } from '../../db/schema/shared-columns.ts';
import { tourImages } from '../../db/schema/tour-images.ts';
import { tours, tourTranslations } from '../../db/schema/tours.ts';
import { notFound } from '../../http/app-error.ts';
import { insertSitePhoto, lockedSitePhotos, sitePhotoWrites } from './site-photo-rows.ts';

const isSiteCategory = (value: string): value is SiteImageCategory =>
  (SITE_IMAGE_CATEGORIES as readonly string[]).includes(value);

/** The category a site photo call names where a listing call names an id (checked by the route's schema). */
function siteCategory(ownerId: string): SiteImageCategory {
  if (!isSiteCategory(ownerId)) throw notFound();
  return ownerId;
}

/** A photo row of either table, as this module reads it. */
export type PhotoRow = {
  id: string;
  url: string;
  sortOrder: number;
  width: number | null;
  height: number | null;
  alt: LocalizedText;
  contentHash: string | null;
};

const photoColumns = (table: typeof apartmentImages | typeof tourImages) => ({
  id: table.id,
  url: table.url,
  sortOrder: table.sortOrder,
  width: table.width,
  height: table.height,
  alt: table.alt,
  contentHash: table.contentHash,
});

/**
 * Locks the apartment or tour (every photo change of one listing takes this lock, so two operators' changes apply
 * one after the other) and returns its photos in the site's order; 404 when there is no such listing.
 */
export async function lockedPhotos(
  tx: Database,
  kind: PhotoOwnerKind,
  ownerId: string,
  { lock = true } = {},
): Promise<PhotoRow[]> {
  if (kind === 'site-images') return lockedSitePhotos(tx, siteCategory(ownerId), lock);
  if (kind === 'apartments') {
    const query = tx.select({ id: apartments.id }).from(apartments).where(eq(apartments.id, ownerId));
    const [owner] = await (lock ? query.for('update') : query);
    if (!owner) throw notFound();
    return tx
      .select(photoColumns(apartmentImages))
      .from(apartmentImages)
      .where(eq(apartmentImages.apartmentId, ownerId))
      .orderBy(asc(apartmentImages.sortOrder), asc(apartmentImages.createdAt));
  }
  const query = tx.select({ id: tours.id }).from(tours).where(eq(tours.id, ownerId));
  const [owner] = await (lock ? query.for('update') : query);
  if (!owner) throw notFound();
  return tx
    .select(photoColumns(tourImages))
    .from(tourImages)
    .where(eq(tourImages.tourId, ownerId))
    .orderBy(asc(tourImages.sortOrder), asc(tourImages.createdAt));
}

/** Whether the listing exists, without a lock: an upload checks it before spending seconds on encoding. */
export async function listingExists(db: Database, kind: PhotoOwnerKind, ownerId: string): Promise<boolean> {
  if (kind === 'site-images') return isSiteCategory(ownerId);
  const table = kind === 'apartments' ? apartments : tours;
  const [owner] = await db.select({ id: table.id }).from(table).where(eq(table.id, ownerId));
  return owner !== undefined;
}

/** The listing's title in `language`, else in Turkish, else empty (a listing being written). */
export async function listingTitle(
  db: Database,
  kind: PhotoOwnerKind,
  ownerId: string,
  language: Language,
): Promise<string> {
  // A category's page names the category itself.
  if (kind === 'site-images') return '';
  const languages = [...new Set<Language>([language, 'tr'])];
  const rows =
    kind === 'apartments'
      ? await db
          .select({ language: apartmentTranslations.language, title: apartmentTranslations.title })
          .from(apartmentTranslations)
          .where(
            and(
              eq(apartmentTranslations.apartmentId, ownerId),
              inArray(apartmentTranslations.language, languages),
            ),
          )
      : await db
          .select({ language: tourTranslations.language, title: tourTranslations.title })
          .from(tourTranslations)
          .where(and(eq(tourTranslations.tourId, ownerId), inArray(tourTranslations.language, languages)));
  const title = (wanted: Language) => rows.find((row) => row.language === wanted)?.title;
  return title(language) || title('tr') || '';
}

export type NewPhoto = { url: string; width: number; height: number; sortOrder: number; contentHash: string };

export async function insertPhoto(
  tx: Database,
  kind: PhotoOwnerKind,
  ownerId: string,
  photo: NewPhoto,
): Promise<PhotoRow> {
  if (kind === 'site-images') return insertSitePhoto(tx, siteCategory(ownerId), photo);
  const [row] =
    kind === 'apartments'
      ? await tx
          .insert(apartmentImages)
          .values({ apartmentId: ownerId, ...photo })
          .returning(photoColumns(apartmentImages))
      : await tx
          .insert(tourImages)
          .values({ tourId: ownerId, ...photo })
          .returning(photoColumns(tourImages));
  if (!row) throw new Error('photo insert returned no row');
  return row;
}

/** Writes the new order (0, 1, 2 …) of the photos whose place changed. */
export async function writeOrder(
  tx: Database,
  kind: PhotoOwnerKind,
  before: PhotoRow[],
  orderedIds: string[],
) {
  const table = kind === 'apartments' ? apartmentImages : tourImages;
  const current = new Map(before.map((row) => [row.id, row.sortOrder]));
  for (const [index, id] of orderedIds.entries()) {
    if (current.get(id) === index) continue;
    if (kind === 'site-images') await sitePhotoWrites.order(tx, id, index);
    else await tx.update(table).set({ sortOrder: index }).where(eq(table.id, id));
  }
}

export async function writeAlt(tx: Database, kind: PhotoOwnerKind, photoId: string, alt: LocalizedText) {
  if (kind === 'site-images') return void (await sitePhotoWrites.alt(tx, photoId, alt));
  const table = kind === 'apartments' ? apartmentImages : tourImages;
  await tx.update(table).set({ alt }).where(eq(table.id, photoId));
}

export async function deletePhotoRow(tx: Database, kind: PhotoOwnerKind, photoId: string) {
  if (kind === 'site-images') return void (await sitePhotoWrites.delete(tx, photoId));
  const table = kind === 'apartments' ? apartmentImages : tourImages;
  await tx.delete(table).where(eq(table.id, photoId));
}

// The grid shows small pictures: the 480 px WebP, or the largest there is below it.
const PREVIEW_WIDTH = 480;

export function toListingPhoto(row: PhotoRow, index: number): ListingPhoto {
  const widths = imageWidthsFor(row.width ?? PREVIEW_WIDTH);
  const previewWidth = widths.filter((width) => width <= PREVIEW_WIDTH).at(-1) ?? widths[0] ?? PREVIEW_WIDTH;
  const alt = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, row.alt[language] ?? '']));
  return {
    id: row.id,
    path: row.url,
    // A picture hosted elsewhere (an absolute URL) has no variants of ours: it is shown as it is.
    previewUrl: row.url.startsWith('/media/') ? imageVariantUrl(row.url, previewWidth, 'webp') : row.url,
    width: row.width,
    height: row.height,
    alt: alt as ListingPhoto['alt'],
    isCover: index === 0,
  };
}
