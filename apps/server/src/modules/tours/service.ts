import type { Tour } from '@konak/domain/api/tours/tour';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { catalogueChanges } from '../../cache/catalogue-changes.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { toResponsiveImage } from '../site-images/surface.ts';
import { activeTourRows, type TourRow, tourParts } from './repository.ts';

// Ids come from URLs; PostgreSQL answers a malformed uuid with an error, so they are checked first.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TourParts = Awaited<ReturnType<typeof tourParts>>;

async function toTours(db: Database, rows: readonly TourRow[], language: Language): Promise<Tour[]> {
  const parts = await tourParts(
    db,
    rows.map((row) => row.id),
  );
  return tourViews(rows, parts, language);
}

function tourViews(
  rows: readonly TourRow[],
  { translations, images }: TourParts,
  language: Language,
): Tour[] {
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
      startTimes: row.startTimes,
      weekdays: row.weekdays,
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

/**
 * The active tours with their texts and pictures, kept per process until a listing change is heard (decision 038),
 * like the apartments' listing catalogue: tens of tours, read by the home page and every tour page.
 */
type TourSnapshot = { listings: number; loaded: Promise<{ rows: TourRow[]; parts: TourParts }> };
const snapshots = new WeakMap<DatabaseHandle, TourSnapshot>();

async function loadTours(db: Database) {
  const rows = await activeTourRows(db);
  return {
    rows,
    parts: await tourParts(
      db,
      rows.map((row) => row.id),
    ),
  };
}

async function tourCatalogue(database: DatabaseHandle) {
  const version = await catalogueChanges(database).current();
  if (!version) return loadTours(database.db);
  const snapshot = snapshots.get(database);
  if (snapshot?.listings === version.listings) return snapshot.loaded;
  const started: TourSnapshot = { listings: version.listings, loaded: loadTours(database.db) };
  snapshots.set(database, started);
  started.loaded.catch(() => {
    if (snapshots.get(database) === started) snapshots.delete(database);
  });
  return started.loaded;
}

/** listTours from the in-memory tour catalogue. */
export async function catalogueTours(database: DatabaseHandle, language: Language): Promise<Tour[]> {
  const { rows, parts } = await tourCatalogue(database);
  return tourViews(rows, parts, language);
}

/** tourById from the in-memory tour catalogue. */
export async function catalogueTourById(
  database: DatabaseHandle,
  id: string,
  language: Language,
): Promise<Tour | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const { rows, parts } = await tourCatalogue(database);
  const row = rows.find((tour) => tour.id === id.toLowerCase());
  return row ? (tourViews([row], parts, language)[0] ?? null) : null;
}
