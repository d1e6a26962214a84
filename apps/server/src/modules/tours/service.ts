import type { Tour } from '@konak/domain/catalogue/tour';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import type { Database } from '../../db/client.ts';
import { toResponsiveImage } from '../site-images/stored-image.ts';
import { activeTourRows, type TourRow, tourParts } from './repository.ts';

// Ids come from URLs; PostgreSQL answers a malformed uuid with an error, so they are checked first.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function toTours(db: Database, rows: readonly TourRow[], language: Language): Promise<Tour[]> {
  const { translations, images } = await tourParts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = translations.filter((translation) => translation.tourId === row.id);
    // The wanted language, else Turkish, else any: a tour is never shown without a title.
    const text =
      own.find((translation) => translation.language === language) ??
      own.find((translation) => translation.language === DEFAULT_LANGUAGE) ??
      own[0];
    const title = text?.title ?? '';
    return {
      id: row.id,
      tourNumber: row.tourNumber,
      slug: text?.slug ?? '',
      title,
      description: text?.description ?? '',
      meetingPoint: text?.meetingPoint || row.meetingPoint,
      duration: row.durationMinutes,
      maxPeople: row.maxPeople,
      price: toEuros(row.basePriceCents),
      images: images
        .filter((image) => image.tourId === row.id)
        .map((image) => toResponsiveImage(image, language, title)),
      translations: Object.fromEntries(
        own.map((translation) => [
          translation.language,
          { title: translation.title, description: translation.description, slug: translation.slug },
        ]),
      ),
    };
  });
}

export async function listTours(db: Database, language: Language): Promise<Tour[]> {
  return toTours(db, await activeTourRows(db), language);
}

export async function tourById(db: Database, id: string, language: Language): Promise<Tour | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [tour] = await toTours(db, await activeTourRows(db, id), language);
  return tour ?? null;
}
