import type { AmenityChoices } from '@konak/domain/api/admin/apartment-amenity-choices';
import { type ApartmentEditor, missingLanguagesOf } from '@konak/domain/api/admin/apartment-editor-fields';
import type { AdminApartmentListItem } from '@konak/domain/api/admin/list-admin-apartments';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { amenities, apartmentAmenities } from '../../../db/schema/amenities.ts';
import { apartments, apartmentTranslations } from '../../../db/schema/apartments.ts';
import { AppError } from '../../../http/app-error.ts';
import { pickTranslation } from '../apartment-view.ts';

type Texts = { title: string; description: string; slug: string };
const NO_TEXTS: Texts = { title: '', description: '', slug: '' };

export function apartmentNotFound(): AppError {
  return new AppError(404, 'error.apartment_not_found', { code: 'apartment_not_found' });
}

async function textsByApartment(db: Database, id?: string) {
  const rows = await db
    .select({
      apartmentId: apartmentTranslations.apartmentId,
      language: apartmentTranslations.language,
      title: apartmentTranslations.title,
      description: apartmentTranslations.description,
      slug: apartmentTranslations.slug,
    })
    .from(apartmentTranslations)
    .where(id ? eq(apartmentTranslations.apartmentId, id) : undefined);
  const byApartment = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byApartment.get(row.apartmentId) ?? [];
    list.push(row);
    byApartment.set(row.apartmentId, list);
  }
  return byApartment;
}

/** Every value of one apartment as the editor shows it, read from the database itself (never a cache). */
export async function readApartmentEditor(db: Database, id: string): Promise<ApartmentEditor> {
  const [row] = await db.select().from(apartments).where(eq(apartments.id, id));
  if (!row) throw apartmentNotFound();
  const [texts, amenityRows] = await Promise.all([
    textsByApartment(db, id),
    db
      .select({ key: amenities.key })
      .from(apartmentAmenities)
      .innerJoin(amenities, eq(amenities.id, apartmentAmenities.amenityId))
      .where(eq(apartmentAmenities.apartmentId, id))
      .orderBy(asc(amenities.sortOrder), asc(amenities.key)),
  ]);
  const stored = new Map((texts.get(id) ?? []).map((text) => [text.language, text]));
  const translations = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const text = stored.get(language);
      return [
        language,
        text ? { title: text.title, description: text.description, slug: text.slug } : NO_TEXTS,
      ];
    }),
  ) as Record<Language, Texts>;
  return {
    id: row.id,
    apartmentNumber: row.apartmentNumber,
    isPublished: row.isActive,
    missingLanguages: missingLanguagesOf(translations),
    updatedAt: row.updatedAt.toISOString(),
    values: {
      translations,
      rooms: row.rooms,
      bathrooms: row.bathrooms,
      sizeM2: row.sizeM2,
      maxCapacity: row.maxCapacity,
      maxAdults: row.maxAdults,
      maxChildren: row.maxChildren,
      amenityKeys: amenityRows.map((amenity) => amenity.key),
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
      district: row.district,
      neighborhood: row.neighborhood,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      guaranteeFeePercent: row.guaranteeFeePercent,
      basePrice: toEuros(row.basePriceCents),
      permitNumber: row.permitNumber,
      isFeatured: row.isFeatured,
    },
  };
}

/** Every apartment, published or not, by number: a few hundred rows in two queries. */
export async function listApartmentsForEditor(
  db: Database,
  language: Language,
): Promise<AdminApartmentListItem[]> {
  const [rows, texts] = await Promise.all([
    db.select().from(apartments).orderBy(asc(apartments.apartmentNumber)),
    textsByApartment(db),
  ]);
  return rows.map((row) => {
    const own = texts.get(row.id) ?? [];
    return {
      id: row.id,
      apartmentNumber: row.apartmentNumber,
      title: pickTranslation(own, language).title,
      district: row.district,
      isPublished: row.isActive,
      missingLanguages: missingLanguagesOf(Object.fromEntries(own.map((text) => [text.language, text]))),
      permitNumber: row.permitNumber,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The shared amenity list in catalogue order, named in the request language. */
export async function amenityChoices(db: Database, language: Language): Promise<AmenityChoices['items']> {
  const rows = await db.select().from(amenities).orderBy(asc(amenities.sortOrder), asc(amenities.key));
  const column = { tr: 'nameTr', en: 'nameEn', ar: 'nameAr', ru: 'nameRu' } as const;
  return rows.map((row) => ({
    key: row.key,
    category: row.category,
    name: row[column[language]] || row.nameTr,
  }));
}
