import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments, apartmentTranslations } from '../../db/schema/apartments.ts';
import { legalDocuments } from '../../db/schema/legal.ts';
import { tours } from '../../db/schema/tours.ts';

/** What the sitemap lists: the active catalogue with its slugs, and the legal documents, each with its last change. */
export async function sitemapRows(db: Database) {
  const [apartmentSlugs, tourRows, legalRows] = await Promise.all([
    db
      .select({
        id: apartments.id,
        apartmentNumber: apartments.apartmentNumber,
        updatedAt: apartments.updatedAt,
        language: apartmentTranslations.language,
        slug: apartmentTranslations.slug,
      })
      .from(apartments)
      .innerJoin(apartmentTranslations, eq(apartmentTranslations.apartmentId, apartments.id))
      .where(eq(apartments.isActive, true)),
    db
      .select({ id: tours.id, tourNumber: tours.tourNumber, updatedAt: tours.updatedAt })
      .from(tours)
      .where(eq(tours.isActive, true)),
    db
      .select({
        type: legalDocuments.type,
        language: legalDocuments.language,
        updatedAt: legalDocuments.updatedAt,
      })
      .from(legalDocuments),
  ]);
  return { apartmentSlugs, tourRows, legalRows };
}

export type SitemapRows = Awaited<ReturnType<typeof sitemapRows>>;
