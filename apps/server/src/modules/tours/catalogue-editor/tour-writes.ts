import type { TourEditor, TourValues } from '@konak/domain/api/admin/tour-editor-fields';
import { firstFreeSlug, suggestedSlugs } from '@konak/domain/catalogue/listing-slug';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { toCents } from '@konak/domain/pricing';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { tours, tourTranslations } from '../../../db/schema/tours.ts';
import { AppError } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/session-tokens.ts';
import {
  recordAudit,
  saveUnlessUnchanged,
  setPublished,
  subjectCreatedWithKey,
} from '../../audit/surface.ts';
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
  // Only one tour write at a time chooses slugs, so two saves cannot pick the same free one.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('konak.tour-slugs', 0))`);
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

/** The audit's picture of a tour: its values, without what the row's own bookkeeping says. */
const auditValues = (editor: TourEditor) => ({ isPublished: editor.isPublished, ...editor.values });

/** A new tour, unpublished, with its texts and slugs and its audit entry, in one transaction. */
export async function createTour(
  db: Database,
  write: Write & { idempotencyKey: string },
): Promise<{ editor: TourEditor; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const earlier = await subjectCreatedWithKey(tx, {
      subjectType: 'tour',
      action: 'tour.create',
      key: write.idempotencyKey,
      request: write.values,
      now: write.now,
    });
    if (earlier) return { editor: await readTourEditor(tx, earlier), replayed: true };
    const [row] = await tx
      .insert(tours)
      .values({ ...columnsOf(write.values), isActive: false })
      .returning({ id: tours.id, tourNumber: tours.tourNumber });
    if (!row) throw new Error('the new tour was not inserted');
    await storeTexts(tx, row.id, row.tourNumber, write, true);
    const editor = await readTourEditor(tx, row.id);
    await recordAudit(tx, {
      actor: write.operator,
      action: 'tour.create',
      subjectType: 'tour',
      subjectId: row.id,
      before: null,
      after: { ...auditValues(editor), idempotencyKey: write.idempotencyKey, request: write.values },
      at: write.now,
    });
    return { editor, replayed: false };
  });
}

/** Locks the tour row (the lock bookings of the tour take before counting places) and reads it. */
async function lockedEditor(tx: Database, id: string): Promise<TourEditor> {
  const [locked] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, id)).for('update');
  if (!locked) throw tourNotFound();
  return readTourEditor(tx, id);
}

/** Every value at once; the same values again change and record nothing. */
export async function updateTour(db: Database, id: string, write: Write): Promise<TourEditor> {
  const change = {
    operator: write.operator,
    action: 'tour.update',
    subjectType: 'tour',
    subjectId: id,
    now: write.now,
  } as const;
  return saveUnlessUnchanged(
    db,
    change,
    async (tx) => {
      const before = await lockedEditor(tx, id);
      await tx
        .update(tours)
        .set({ ...columnsOf(write.values), updatedAt: write.now })
        .where(eq(tours.id, id));
      await storeTexts(tx, id, before.tourNumber, write, false);
      const after = await readTourEditor(tx, id);
      return { before: auditValues(before), after: auditValues(after), answer: after };
    },
    () => readTourEditor(db, id),
  );
}

/** Publishes or withdraws; asking for the state it is in changes and records nothing. */
export async function publishTour(
  db: Database,
  id: string,
  input: { operator: SessionUser; published: boolean; now: Date },
): Promise<TourEditor> {
  return setPublished(
    db,
    { ...input, subjectType: 'tour', subjectId: id },
    {
      lock: (tx) => lockedEditor(tx, id),
      store: async (tx) => {
        await tx
          .update(tours)
          .set({ isActive: input.published, updatedAt: input.now })
          .where(eq(tours.id, id));
      },
      read: (tx) => readTourEditor(tx, id),
    },
  );
}
