import type { SiteImageCategory } from '@konak/domain/api/site-images/site-image';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema/shared-columns.ts';
import { siteImages } from '../../db/schema/site-images.ts';
import type { NewPhoto, PhotoRow } from './photo-rows.ts';

/**
 * The hero pictures of one category as photo rows (decision 092). A category has no row to lock, so a transaction
 * lock on its name orders two operators' changes of one category as a listing's row lock does.
 */
export async function lockedSitePhotos(
  tx: Database,
  category: SiteImageCategory,
  lock: boolean,
): Promise<PhotoRow[]> {
  if (lock) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_images:${category}`}))`);
  return tx
    .select({
      id: siteImages.id,
      url: siteImages.url,
      sortOrder: siteImages.sortOrder,
      width: siteImages.width,
      height: siteImages.height,
      alt: siteImages.alt,
      contentHash: siteImages.contentHash,
    })
    .from(siteImages)
    .where(eq(siteImages.category, category))
    .orderBy(asc(siteImages.sortOrder), asc(siteImages.createdAt));
}

export async function insertSitePhoto(
  tx: Database,
  category: SiteImageCategory,
  photo: NewPhoto,
): Promise<PhotoRow> {
  const [row] = await tx
    .insert(siteImages)
    .values({ category, ...photo })
    .returning();
  if (!row) throw new Error('site picture insert returned no row');
  return row;
}

export const sitePhotoWrites = {
  order: (tx: Database, id: string, sortOrder: number) =>
    tx.update(siteImages).set({ sortOrder }).where(eq(siteImages.id, id)),
  alt: (tx: Database, id: string, alt: LocalizedText) =>
    tx.update(siteImages).set({ alt }).where(eq(siteImages.id, id)),
  delete: (tx: Database, id: string) => tx.delete(siteImages).where(eq(siteImages.id, id)),
};
