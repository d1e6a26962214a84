import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import { UPLOADED_PHOTO_PREFIX, uploadedPhotosDirectory } from '../../modules/media/surface.ts';
import { putStoredFile } from '../../modules/stored-files/surface.ts';
import type { Database } from '../client.ts';

export type AdoptedUploads = { photos: number; receipts: number; missing: string[] };

const WEBP_VARIANT = /^(\d{3,4})\.webp$/;

/**
 * Photos and receipts that a build before decision 101 kept only on this machine's disk become stored files, so every
 * app server (and every backup) has them. A photo's master is its widest WebP variant (the original was never kept);
 * a receipt is its file. Rows whose file is in the database already are skipped, so running it at every start costs
 * two queries. Files not found are listed, not invented: their rows keep answering 404 as they did elsewhere.
 */
export async function adoptDiskUploads(
  db: Database,
  config: Pick<Config, 'DATA_DIR' | 'UPLOADS_DIR'>,
): Promise<AdoptedUploads> {
  const adopted: AdoptedUploads = { photos: 0, receipts: 0, missing: [] };
  const photos = await db.execute<{ key: string }>(sql`
    select distinct substr(url, ${UPLOADED_PHOTO_PREFIX.length + 1}) as key
      from (select url from apartment_images
            union all select url from tour_images
            union all select url from site_images) as photos
     where starts_with(url, ${UPLOADED_PHOTO_PREFIX})
       and not exists (select 1 from stored_files
                        where stored_files.key = 'photos/' || substr(url, ${UPLOADED_PHOTO_PREFIX.length + 1}))`);
  for (const { key } of photos.rows) {
    const folder = path.join(uploadedPhotosDirectory(config), key);
    const widest = (await readdir(folder).catch(() => [] as string[]))
      .map((name) => WEBP_VARIANT.exec(name))
      .filter((match) => match !== null)
      .sort((a, b) => Number(b[1]) - Number(a[1]))[0];
    if (!widest) {
      adopted.missing.push(`${UPLOADED_PHOTO_PREFIX}${key}`);
      continue;
    }
    const bytes = await readFile(path.join(folder, widest[0]));
    await putStoredFile(db, { key: `photos/${key}`, contentType: 'image/webp', bytes });
    adopted.photos++;
  }

  const receipts = await db.execute<{ storageKey: string; contentType: string }>(sql`
    select storage_key as "storageKey", content_type as "contentType" from reservation_receipts
     where not exists (select 1 from stored_files where stored_files.key = 'receipts/' || storage_key)`);
  // Where decision 057 kept them: DATA_DIR/uploads/receipts/<reservation id>/<name>.
  const receiptsFolder = path.join(config.DATA_DIR, 'uploads', 'receipts');
  for (const { storageKey, contentType } of receipts.rows) {
    const bytes = await readFile(path.join(receiptsFolder, storageKey)).catch(() => undefined);
    if (!bytes) {
      adopted.missing.push(`receipt ${storageKey}`);
      continue;
    }
    await putStoredFile(db, { key: `receipts/${storageKey}`, contentType, bytes });
    adopted.receipts++;
  }
  return adopted;
}
