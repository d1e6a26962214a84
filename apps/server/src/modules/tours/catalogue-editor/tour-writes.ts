import type { TourEditor, TourValues } from '@konak/domain/api/admin/tour-editor-fields';
import { firstFreeSlug, suggestedSlugs } from '@konak/domain/catalogue/listing-slug';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { toCents } from '@konak/domain/pricing';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { tours, tourTranslations } from '../../../db/schema/tours.ts';
import { AppError } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/session-tokens.ts';
import { auditedSubjectWrites } from '../../audit/surface.ts';
import { readTourEditor, tourNotFound } from './tour-editor-read.ts';

type Write = { operator: SessionUser; values: TourValues; now: Date };

function columnsOf(values: TourValues) {
  return {
    // The Turkish meeting point is the tour's own: the fallback of every language without one.
    meetingPoint: values.translations.tr.meetingPoint,
    durationMinutes: values.durationMinutes,
    maxPeople: values.maxPeople,
    basePriceCents: toCents(values.price),
    startTimes: values.startTimes,
    weekdays: values.weekdays,
  };
}

/**
 * The slug of each language with a title: the operator's own (409 when another tour has it in any language),
 * else the suggestion from the title made unique with -2, -3 … (decision 089). Callers hold the slug lock.
 */
async function resolveSlugs(tx: Database, tourId: string | null, tourNumber: number, values: TourValues) {
  const others = await tx
    .select({ slug: tourTranslations.slug })
    .from(tourTranslations)
    .where(tourId ? ne(tourTranslations.tourId, tourId) : undefined);
  const taken = new Set(others.map((row) => row.slug));
  const { translations } = values;
  const refused = SUPPORTED_LANGUAGES.filter((language) => {
    const own = translations[language].slug;
    return translations[language].title && own !== null && taken.has(own);
  });
  if (refused.length > 0) {
    throw new AppError(409, 'error.tour_slug_taken', {
      code: 'slug_taken',
      errors: refused.map((language) => ({
        field: `translations.${language}.slug`,
        message: 'error.tour_slug_taken',
      })),
    });
  }
  const suggested = suggestedSlugs(
    Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, translations[language].title])),
    tourNumber,
  );
  const slugs: Partial<Record<Language, string>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    if (!translations[language].title) continue;
    const slug =
      translations[language].slug ??
      firstFreeSlug(suggested[language] ?? `tour-${tourNumber}`, (candidate) => taken.has(candidate));
    taken.add(slug);
    slugs[language] = slug;
  }
  return slugs;
}

/** Texts and slugs of one tour as `values` says; languages without a title are removed. */
async function storeTexts(tx: Database, tourId: string, tourNumber: number, write: Write, isNew: boolean) {
  const slugs = await resolveSlugs(tx, isNew ? null : tourId, tourNumber, write.values);
  const kept = Object.keys(slugs) as Language[];
  await tx
    .delete(tourTranslations)
    .where(
      and(
        eq(tourTranslations.tourId, tourId),
        kept.length > 0 ? notInArray(tourTranslations.language, kept) : undefined,
      ),
    );
  for (const language of kept) {
    const texts = write.values.translations[language];
    const row = {
      title: texts.title,
      description: texts.description,
      slug: slugs[language] as string,
      meetingPoint: texts.meetingPoint || null,
    };
    await tx
      .insert(tourTranslations)
      .values({ tourId, language, ...row })
      .onConflictDoUpdate({ target: [tourTranslations.tourId, tourTranslations.language], set: row });
  }
}

const writes = auditedSubjectWrites<TourValues, TourEditor>({
  subjectType: 'tour',
  // Only one tour write at a time chooses slugs, so two saves cannot pick the same free one.
  async lockForWrite(tx) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('konak.tour-slugs', 0))`);
  },
  async insert(tx, values) {
    const [row] = await tx
      .insert(tours)
      .values({ ...columnsOf(values), isActive: false })
      .returning({ id: tours.id, number: tours.tourNumber });
    if (!row) throw new Error('the new tour was not inserted');
    return row;
  },
  async update(tx, id, { values, now }) {
    await tx
      .update(tours)
      .set({ ...columnsOf(values), updatedAt: now })
      .where(eq(tours.id, id));
  },
  async setPublished(tx, id, published, now) {
    await tx.update(tours).set({ isActive: published, updatedAt: now }).where(eq(tours.id, id));
  },
  storeParts: (tx, id, number, write, before) => storeTexts(tx, id, number, write, before === null),
  // The row lock is the one bookings of the tour take before counting places.
  async lock(tx, id) {
    const [locked] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, id)).for('update');
    if (!locked) throw tourNotFound();
    return readTourEditor(tx, id);
  },
  read: readTourEditor,
  numberOf: (editor) => editor.tourNumber,
});

/** A new tour, unpublished, with its texts and slugs and its audit entry, in one transaction. */
export const createTour = writes.create;
/** Every value at once; the same values again change and record nothing. */
export const updateTour = writes.update;
/** Publishes or withdraws; asking for the state it is in changes and records nothing. */
export const publishTour = writes.publish;
