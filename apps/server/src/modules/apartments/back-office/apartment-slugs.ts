import type { ApartmentValues } from '@konak/domain/api/admin/apartment-editor-fields';
import { firstFreeSlug, suggestedSlugs } from '@konak/domain/catalogue/listing-slug';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { apartmentSlugHistory, apartmentTranslations } from '../../../db/schema/apartments.ts';
import { AppError } from '../../../http/app-error.ts';

/**
 * Slugs every other apartment holds, now or formerly, in any language: /apartment/{slug} takes a slug of any
 * language, so one slug must name one apartment wherever it is used, and an old link keeps its apartment.
 */
async function slugsOfOthers(tx: Database, apartmentId: string | null): Promise<Set<string>> {
  const result = await tx.execute<{ slug: string }>(sql`
    select slug from ${apartmentTranslations}
      where ${apartmentId === null ? sql`true` : ne(apartmentTranslations.apartmentId, apartmentId)}
    union
    select slug from ${apartmentSlugHistory}
      where ${apartmentId === null ? sql`true` : ne(apartmentSlugHistory.apartmentId, apartmentId)}`);
  return new Set(result.rows.map((row) => row.slug));
}

/**
 * The slug of each language with a title: the operator's own (refused with 409 when another apartment has or had
 * it), else the suggestion from the title made unique with -2, -3 … (decision 082). Callers hold the slug lock.
 */
export async function resolveSlugs(
  tx: Database,
  apartmentId: string | null,
  apartmentNumber: number | undefined,
  translations: ApartmentValues['translations'],
): Promise<Partial<Record<Language, string>>> {
  const taken = await slugsOfOthers(tx, apartmentId);
  const titles = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, translations[language].title]),
  );
  const suggested = suggestedSlugs(titles, apartmentNumber);
  const refused = SUPPORTED_LANGUAGES.filter((language) => {
    const own = translations[language].slug;
    return translations[language].title && own !== null && taken.has(own);
  });
  if (refused.length > 0) {
    throw new AppError(409, 'error.slug_taken', {
      code: 'slug_taken',
      errors: refused.map((language) => ({
        field: `translations.${language}.slug`,
        message: 'error.slug_taken',
      })),
    });
  }
  const slugs: Partial<Record<Language, string>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const texts = translations[language];
    if (!texts.title) continue;
    const slug =
      texts.slug ?? firstFreeSlug(suggested[language] ?? 'apartment', (candidate) => taken.has(candidate));
    slugs[language] = slug;
  }
  return slugs;
}

/** Only one apartment write at a time chooses slugs, so two saves cannot pick the same free one. */
export async function lockSlugs(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('konak.apartment-slugs', 0))`);
}

/**
 * Keeps every slug a language gave up in the history, so its links redirect to the apartment's current page;
 * a slug taken back into use leaves the history.
 */
export async function keepFormerSlugs(
  tx: Database,
  apartmentId: string,
  before: Partial<Record<Language, string>>,
  after: Partial<Record<Language, string>>,
  now: Date,
): Promise<void> {
  const given = SUPPORTED_LANGUAGES.filter(
    (language) => before[language] && before[language] !== after[language],
  );
  if (given.length > 0) {
    await tx
      .insert(apartmentSlugHistory)
      .values(
        given.map((language) => ({
          language,
          slug: before[language] as string,
          apartmentId,
          createdAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [apartmentSlugHistory.language, apartmentSlugHistory.slug],
        set: { apartmentId, createdAt: now },
      });
  }
  const current = Object.values(after);
  if (current.length > 0) {
    await tx
      .delete(apartmentSlugHistory)
      .where(
        and(eq(apartmentSlugHistory.apartmentId, apartmentId), inArray(apartmentSlugHistory.slug, current)),
      );
  }
}
