import type { SiteImage, SiteImageCategory } from '@konak/domain/api/site-images/site-image';
import type { Language } from '@konak/domain/languages';
import type { Database } from '../../db/client.ts';
import { siteImageRows } from './repository.ts';
import { toResponsiveImage } from './stored-image.ts';

/** Hero pictures of the pages (spec §3 "Site image"), optionally of one category. */
export async function listSiteImages(
  db: Database,
  language: Language,
  category?: SiteImageCategory,
): Promise<SiteImage[]> {
  const rows = await siteImageRows(db, category);
  return rows.map((row) => ({ category: row.category, ...toResponsiveImage(row, language, '') }));
}
