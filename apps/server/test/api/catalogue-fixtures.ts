import { randomUUID } from 'node:crypto';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import type { Database } from '../../src/db/client.ts';
import { apartmentImages } from '../../src/db/schema/apartment-images.ts';
import { apartments, apartmentTranslations } from '../../src/db/schema/apartments.ts';
import { pricingDays } from '../../src/db/schema/pricing.ts';
import type { Language } from '../../src/db/schema/shared-columns.ts';

type ApartmentInsert = typeof apartments.$inferInsert;

/** A date this many days after today in Istanbul, so tests never age into the past. */
export function daysFromToday(days: number): string {
  return addDays(istanbulDate(new Date()), days);
}

/**
 * An apartment with a translation in every language: title "<label> <lang>" (or the given titles) and slug
 * "<label>-<lang>-<random>", so tests can find their own listing among the demo ones.
 */
export async function insertListing(
  db: Database,
  options: Partial<ApartmentInsert> & { label?: string; titles?: Partial<Record<Language, string>> } = {},
) {
  const { label = 'fixture', titles = {}, ...columns } = options;
  const [apartment] = await db.insert(apartments).values(columns).returning();
  if (!apartment) throw new Error('no apartment returned');
  const suffix = randomUUID().slice(0, 8);
  const slugs = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, `${label}-${language}-${suffix}`]),
  ) as Record<Language, string>;
  await db.insert(apartmentTranslations).values(
    SUPPORTED_LANGUAGES.map((language) => ({
      apartmentId: apartment.id,
      language,
      title: titles[language] ?? `${label} ${language}`,
      description: `About ${label} in ${language}`,
      slug: slugs[language],
    })),
  );
  return { ...apartment, slugs };
}

export async function insertPricingDays(
  db: Database,
  apartmentId: string,
  days: {
    date: string;
    priceCents: number;
    originalPriceCents?: number;
    minStayNights?: number;
    isClosed?: boolean;
  }[],
) {
  await db.insert(pricingDays).values(days.map((day) => ({ apartmentId, ...day })));
}

export async function insertApartmentImage(
  db: Database,
  apartmentId: string,
  values: Partial<typeof apartmentImages.$inferInsert> = {},
) {
  await db
    .insert(apartmentImages)
    .values({ apartmentId, url: `/media/apartments/test/${randomUUID()}`, ...values });
}
