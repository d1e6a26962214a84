import type { Database } from '../../db/client.ts';
import {
  type AmenityRow,
  type ApartmentRow,
  type ImageRow,
  type ListingParts,
  listingParts,
  type TranslationRow,
} from './repository.ts';

/**
 * Translations, pictures and amenities of listings, kept in memory per process. They make up most of a result
 * list's rows (brief §8: the availability search must stay fast with hundreds of apartments) yet change only
 * when an admin edits a listing. An entry is reused while the apartment's updated_at is unchanged, and for at
 * most a minute, so an edit that does not touch the apartment row still shows within that minute. Admin code
 * that edits texts or pictures should touch the apartment's updated_at to show the change at once.
 */
const MAX_AGE_MS = 60_000;

type Entry = {
  updatedAt: number;
  loadedAt: number;
  translations: TranslationRow[];
  images: ImageRow[];
  amenities: AmenityRow[];
};

const caches = new WeakMap<Database, Map<string, Entry>>();

export async function cachedListingParts(db: Database, rows: readonly ApartmentRow[]): Promise<ListingParts> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const isFresh = (row: ApartmentRow, entry: Entry | undefined): entry is Entry =>
    entry !== undefined && entry.updatedAt === row.updatedAt.getTime() && now - entry.loadedAt < MAX_AGE_MS;

  const missing = rows.filter((row) => !isFresh(row, cache.get(row.id)));
  if (missing.length > 0) {
    const loaded = await listingParts(
      db,
      missing.map((row) => row.id),
    );
    for (const row of missing) {
      cache.set(row.id, {
        updatedAt: row.updatedAt.getTime(),
        loadedAt: now,
        translations: loaded.translations.get(row.id) ?? [],
        images: loaded.images.get(row.id) ?? [],
        amenities: loaded.amenities.get(row.id) ?? [],
      });
    }
  }

  const parts: ListingParts = { translations: new Map(), images: new Map(), amenities: new Map() };
  for (const row of rows) {
    const entry = cache.get(row.id);
    if (!entry) continue;
    parts.translations.set(row.id, entry.translations);
    parts.images.set(row.id, entry.images);
    parts.amenities.set(row.id, entry.amenities);
  }
  return parts;
}
