import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tourImages } from '../../db/schema/tour-images.ts';
import { tours, tourTranslations } from '../../db/schema/tours.ts';

export type TourRow = typeof tours.$inferSelect;

export async function activeTourRows(db: Database, id?: string): Promise<TourRow[]> {
  return db
    .select()
    .from(tours)
    .where(and(eq(tours.isActive, true), id ? eq(tours.id, id) : undefined))
    .orderBy(asc(tours.tourNumber));
}

/** Translations and images of many tours, one query each. */
export async function tourParts(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return { translations: [], images: [] };
  const [translations, images] = await Promise.all([
    db
      .select({
        tourId: tourTranslations.tourId,
        language: tourTranslations.language,
        title: tourTranslations.title,
        description: tourTranslations.description,
        slug: tourTranslations.slug,
        meetingPoint: tourTranslations.meetingPoint,
      })
      .from(tourTranslations)
      .where(inArray(tourTranslations.tourId, [...ids])),
    db
      .select({
        tourId: tourImages.tourId,
        url: tourImages.url,
        width: tourImages.width,
        height: tourImages.height,
        alt: tourImages.alt,
      })
      .from(tourImages)
      .where(inArray(tourImages.tourId, [...ids]))
      .orderBy(asc(tourImages.sortOrder), asc(tourImages.createdAt)),
  ]);
  return { translations, images };
}
