import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SiteImageCategory, siteImages } from '../../db/schema/site-images.ts';

export async function siteImageRows(db: Database, category: SiteImageCategory | undefined) {
  return db
    .select({
      category: siteImages.category,
      url: siteImages.url,
      width: siteImages.width,
      height: siteImages.height,
      alt: siteImages.alt,
    })
    .from(siteImages)
    .where(category ? eq(siteImages.category, category) : undefined)
    .orderBy(asc(siteImages.category), asc(siteImages.sortOrder), asc(siteImages.createdAt));
}
