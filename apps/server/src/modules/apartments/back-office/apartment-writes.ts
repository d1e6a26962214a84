import type { ApartmentEditor, ApartmentValues } from '@konak/domain/api/admin/apartment-editor-fields';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { toCents } from '@konak/domain/pricing';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { amenities, apartmentAmenities } from '../../../db/schema/amenities.ts';
import { apartments, apartmentTranslations } from '../../../db/schema/apartments.ts';
import { AppError } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/session-tokens.ts';
import { auditedSubjectWrites } from '../../audit/surface.ts';
import { keepFormerSlugs, lockSlugs, resolveSlugs } from './apartment-slugs.ts';
import { apartmentNotFound, readApartmentEditor } from './editor-read.ts';

type Write = { operator: SessionUser; values: ApartmentValues; now: Date };

function columnsOf(values: ApartmentValues) {
  return {
    rooms: values.rooms,
    bathrooms: values.bathrooms,
    sizeM2: values.sizeM2,
    maxCapacity: values.maxCapacity,
    maxAdults: values.maxAdults,
    maxChildren: values.maxChildren,
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
    district: values.district,
    neighborhood: values.neighborhood,
    address: values.address,
    latitude: values.latitude,
    longitude: values.longitude,
    guaranteeFeePercent: values.guaranteeFeePercent,
    basePriceCents: toCents(values.basePrice),
    permitNumber: values.permitNumber,
    isFeatured: values.isFeatured,
  };
}

async function amenityIds(tx: Database, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .select({ id: amenities.id, key: amenities.key })
    .from(amenities)
    .where(inArray(amenities.key, [...keys]));
  if (rows.length !== keys.length) {
    throw new AppError(400, 'error.validation_failed', {
      code: 'validation_failed',
      errors: [{ field: 'amenityKeys', message: 'error.amenity_unknown' }],
    });
  }
  return rows.map((row) => row.id);
}

/** Texts, slugs and amenities of one apartment as `values` says; languages without a title are removed. */
async function storeParts(
  tx: Database,
  apartmentId: string,
  apartmentNumber: number,
  write: Write,
  before: ApartmentEditor | null,
) {
  const { values, now } = write;
  const ids = await amenityIds(tx, values.amenityKeys);
  const slugs = await resolveSlugs(tx, before ? apartmentId : null, apartmentNumber, values.translations);
  const kept = Object.keys(slugs) as Language[];
  await tx
    .delete(apartmentTranslations)
    .where(
      and(
        eq(apartmentTranslations.apartmentId, apartmentId),
        kept.length > 0 ? notInArray(apartmentTranslations.language, kept) : undefined,
      ),
    );
  for (const language of kept) {
    const row = {
      title: values.translations[language].title,
      description: values.translations[language].description,
      slug: slugs[language] as string,
    };
    await tx
      .insert(apartmentTranslations)
      .values({ apartmentId, language, ...row })
      .onConflictDoUpdate({
        target: [apartmentTranslations.apartmentId, apartmentTranslations.language],
        set: row,
      });
  }
  const formerSlugs: Partial<Record<Language, string>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const slug = before?.values.translations[language].slug;
    if (slug) formerSlugs[language] = slug;
  }
  await keepFormerSlugs(tx, apartmentId, formerSlugs, slugs, now);
  await tx.delete(apartmentAmenities).where(eq(apartmentAmenities.apartmentId, apartmentId));
  if (ids.length > 0) {
    await tx.insert(apartmentAmenities).values(ids.map((amenityId) => ({ apartmentId, amenityId })));
  }
}

const writes = auditedSubjectWrites<ApartmentValues, ApartmentEditor>({
  subjectType: 'apartment',
  lockForWrite: lockSlugs,
  async insert(tx, values) {
    const [row] = await tx
      .insert(apartments)
      .values({ ...columnsOf(values), isActive: false })
      .returning({ id: apartments.id, number: apartments.apartmentNumber });
    if (!row) throw new Error('the new apartment was not inserted');
    return row;
  },
  async update(tx, id, { values, now }) {
    await tx
      .update(apartments)
      .set({ ...columnsOf(values), updatedAt: now })
      .where(eq(apartments.id, id));
  },
  async setPublished(tx, id, published, now) {
    await tx.update(apartments).set({ isActive: published, updatedAt: now }).where(eq(apartments.id, id));
  },
  storeParts,
  async lock(tx, id) {
    const [locked] = await tx
      .select({ id: apartments.id })
      .from(apartments)
      .where(eq(apartments.id, id))
      .for('update');
    if (!locked) throw apartmentNotFound();
    return readApartmentEditor(tx, id);
  },
  read: readApartmentEditor,
  numberOf: (editor) => editor.apartmentNumber,
});

/** A new apartment, unpublished, with its texts, slugs and amenities and its audit entry, in one transaction. */
export const createApartment = writes.create;
/** Every value at once; the same values again change and record nothing. */
export const updateApartment = writes.update;
/** Publishes or withdraws; asking for the state it is in changes and records nothing. */
export const publishApartment = writes.publish;
