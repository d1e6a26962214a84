import type { ApartmentEditor, ApartmentValues } from '@konak/domain/api/admin/apartment-editor-fields';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { toCents } from '@konak/domain/pricing';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { amenities, apartmentAmenities } from '../../../db/schema/amenities.ts';
import { apartments, apartmentTranslations } from '../../../db/schema/apartments.ts';
import { AppError } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/session-tokens.ts';
import {
  recordAudit,
  saveUnlessUnchanged,
  setPublished,
  subjectCreatedWithKey,
} from '../../audit/surface.ts';
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

/** The audit's picture of an apartment: its values, without what the row's own bookkeeping says. */
function auditValues(editor: ApartmentEditor) {
  return { isPublished: editor.isPublished, ...editor.values };
}

/** A new apartment, unpublished, with its texts, slugs and amenities and its audit entry, in one transaction. */
export async function createApartment(
  db: Database,
  write: Write & { idempotencyKey: string },
): Promise<{ editor: ApartmentEditor; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const earlier = await subjectCreatedWithKey(tx, {
      subjectType: 'apartment',
      action: 'apartment.create',
      key: write.idempotencyKey,
      request: write.values,
      now: write.now,
    });
    if (earlier) return { editor: await readApartmentEditor(tx, earlier), replayed: true };
    await lockSlugs(tx);
    const [row] = await tx
      .insert(apartments)
      .values({ ...columnsOf(write.values), isActive: false })
      .returning({ id: apartments.id, apartmentNumber: apartments.apartmentNumber });
    if (!row) throw new Error('the new apartment was not inserted');
    await storeParts(tx, row.id, row.apartmentNumber, write, null);
    const editor = await readApartmentEditor(tx, row.id);
    await recordAudit(tx, {
      actor: write.operator,
      action: 'apartment.create',
      subjectType: 'apartment',
      subjectId: row.id,
      before: null,
      after: { ...auditValues(editor), idempotencyKey: write.idempotencyKey, request: write.values },
      at: write.now,
    });
    return { editor, replayed: false };
  });
}

async function lockedEditor(tx: Database, id: string): Promise<ApartmentEditor> {
  const [locked] = await tx
    .select({ id: apartments.id })
    .from(apartments)
    .where(eq(apartments.id, id))
    .for('update');
  if (!locked) throw apartmentNotFound();
  return readApartmentEditor(tx, id);
}

/** Every value at once; the same values again change and record nothing. */
export async function updateApartment(db: Database, id: string, write: Write): Promise<ApartmentEditor> {
  const change = {
    operator: write.operator,
    action: 'apartment.update',
    subjectType: 'apartment',
    subjectId: id,
    now: write.now,
  } as const;
  return saveUnlessUnchanged(
    db,
    change,
    async (tx) => {
      await lockSlugs(tx);
      const before = await lockedEditor(tx, id);
      await tx
        .update(apartments)
        .set({ ...columnsOf(write.values), updatedAt: write.now })
        .where(eq(apartments.id, id));
      await storeParts(tx, id, before.apartmentNumber, write, before);
      const after = await readApartmentEditor(tx, id);
      return { before: auditValues(before), after: auditValues(after), answer: after };
    },
    () => readApartmentEditor(db, id),
  );
}

/** Publishes or withdraws; asking for the state it is in changes and records nothing. */
export async function publishApartment(
  db: Database,
  id: string,
  input: { operator: SessionUser; published: boolean; now: Date },
): Promise<ApartmentEditor> {
  return setPublished(
    db,
    { ...input, subjectType: 'apartment', subjectId: id },
    {
      lock: (tx) => lockedEditor(tx, id),
      store: async (tx) => {
        await tx
          .update(apartments)
          .set({ isActive: input.published, updatedAt: input.now })
          .where(eq(apartments.id, id));
      },
      read: (tx) => readApartmentEditor(tx, id),
    },
  );
}
