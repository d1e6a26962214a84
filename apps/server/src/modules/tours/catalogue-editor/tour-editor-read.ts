import type { AdminTourListItem } from '@konak/domain/api/admin/list-admin-tours';
import { missingLanguagesOf, type TourEditor } from '@konak/domain/api/admin/tour-editor-fields';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { tours, tourTranslations } from '../../../db/schema/tours.ts';
import { AppError } from '../../../http/app-error.ts';

type Texts = TourEditor['values']['translations']['tr'];
const NO_TEXTS: Texts = { title: '', description: '', slug: '', meetingPoint: '' };

export function tourNotFound(): AppError {
  return new AppError(404, 'error.tour_not_found', { code: 'tour_not_found' });
}

async function textsByTour(db: Database, id?: string) {
  const rows = await db
    .select({
      tourId: tourTranslations.tourId,
      language: tourTranslations.language,
      title: tourTranslations.title,
      description: tourTranslations.description,
      slug: tourTranslations.slug,
      meetingPoint: tourTranslations.meetingPoint,
    })
    .from(tourTranslations)
    .where(id ? eq(tourTranslations.tourId, id) : undefined);
  const byTour = new Map<string, typeof rows>();
  for (const row of rows) byTour.set(row.tourId, [...(byTour.get(row.tourId) ?? []), row]);
  return byTour;
}

/** Every value of one tour as the editor shows it, read from the database itself (never a cache). */
export async function readTourEditor(db: Database, id: string): Promise<TourEditor> {
  const [row] = await db.select().from(tours).where(eq(tours.id, id));
  if (!row) throw tourNotFound();
  const stored = new Map(((await textsByTour(db, id)).get(id) ?? []).map((text) => [text.language, text]));
  const translations = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const text = stored.get(language);
      if (!text) return [language, NO_TEXTS];
      // The Turkish meeting point is also the tour's own (the fallback of a language without one).
      const meetingPoint = text.meetingPoint ?? (language === DEFAULT_LANGUAGE ? row.meetingPoint : '');
      return [language, { title: text.title, description: text.description, slug: text.slug, meetingPoint }];
    }),
  ) as Record<Language, Texts>;
  return {
    id: row.id,
    tourNumber: row.tourNumber,
    isPublished: row.isActive,
    missingLanguages: missingLanguagesOf(translations),
    updatedAt: row.updatedAt.toISOString(),
    values: {
      translations,
      durationMinutes: row.durationMinutes,
      maxPeople: row.maxPeople,
      price: toEuros(row.basePriceCents),
      startTimes: row.startTimes,
      weekdays: row.weekdays,
    },
  };
}

/** Every tour, published or not, by number: tens of rows in two queries. */
export async function listToursForEditor(db: Database, language: Language): Promise<AdminTourListItem[]> {
  const [rows, texts] = await Promise.all([
    db.select().from(tours).orderBy(asc(tours.tourNumber)),
    textsByTour(db),
  ]);
  return rows.map((row) => {
    const own = texts.get(row.id) ?? [];
    const shown =
      own.find((text) => text.language === language) ??
      own.find((text) => text.language === DEFAULT_LANGUAGE);
    return {
      id: row.id,
      tourNumber: row.tourNumber,
      title: shown?.title ?? '',
      isPublished: row.isActive,
      missingLanguages: missingLanguagesOf(Object.fromEntries(own.map((text) => [text.language, text]))),
      price: toEuros(row.basePriceCents),
      maxPeople: row.maxPeople,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
