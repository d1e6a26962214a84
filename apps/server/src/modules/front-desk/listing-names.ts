import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments, apartmentTranslations } from '../../db/schema/apartments.ts';
import { tourTranslations } from '../../db/schema/tours.ts';

/**
 * The titles of apartments and tours by id, in the language (else Turkish, else any; an untitled apartment is its
 * number): only the titles are read, not the descriptions, so a dashboard naming a hundred listings stays cheap.
 */
export async function listingNames(
  db: Database,
  apartmentIds: readonly string[],
  tourIds: readonly string[],
  language: Language,
): Promise<Map<string, string>> {
  const apartmentSet = [...new Set(apartmentIds)];
  const tourSet = [...new Set(tourIds)];
  const [apartmentRows, apartmentTitles, tourTitles] = await Promise.all([
    apartmentSet.length
      ? db
          .select({ id: apartments.id, number: apartments.apartmentNumber })
          .from(apartments)
          .where(inArray(apartments.id, apartmentSet))
      : [],
    apartmentSet.length
      ? db
          .select({
            id: apartmentTranslations.apartmentId,
            language: apartmentTranslations.language,
            title: apartmentTranslations.title,
          })
          .from(apartmentTranslations)
          .where(inArray(apartmentTranslations.apartmentId, apartmentSet))
      : [],
    tourSet.length
      ? db
          .select({
            id: tourTranslations.tourId,
            language: tourTranslations.language,
            title: tourTranslations.title,
          })
          .from(tourTranslations)
          .where(inArray(tourTranslations.tourId, tourSet))
      : [],
  ]);
  const names = new Map<string, string>();
  for (const row of apartmentRows) names.set(row.id, `#${row.number}`);
  const rank = (rowLanguage: Language) =>
    rowLanguage === language ? 0 : rowLanguage === DEFAULT_LANGUAGE ? 1 : 2;
  const best = new Map<string, { rank: number; title: string }>();
  for (const row of [...apartmentTitles, ...tourTitles]) {
    const current = best.get(row.id);
    const candidate = { rank: rank(row.language), title: row.title };
    if (!current || candidate.rank < current.rank) best.set(row.id, candidate);
  }
  for (const [id, { title }] of best) names.set(id, title);
  return names;
}
