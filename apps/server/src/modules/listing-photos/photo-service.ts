import { createHash } from 'node:crypto';
import type { SetPhotoAltBody } from '@konak/domain/api/admin/arrange-listing-photos';
import type {
  ListingPhoto,
  ListingPhotosPage,
  ListingPhotosResponse,
  PhotoOwnerKind,
} from '@konak/domain/api/admin/listing-photo';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import type { Database } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema/shared-columns.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import type { AppServices } from '../../services.ts';
import { recordAudit } from '../audit/surface.ts';
import {
  forgetUploadedPhoto,
  recordUploadedPhoto,
  removeUploadedPhoto,
  storeUploadedPhoto,
} from '../media/surface.ts';
import {
  deletePhotoRow,
  insertPhoto,
  listingExists,
  listingTitle,
  lockedPhotos,
  type PhotoRow,
  toListingPhoto,
  writeAlt,
  writeOrder,
} from './photo-rows.ts';

type Change = { services: AppServices; actor: SessionUser; kind: PhotoOwnerKind; ownerId: string };

const SUBJECT_TYPES = { apartments: 'apartment', tours: 'tour', 'site-images': 'site_image' } as const;

const photoNotFound = () => new AppError(404, 'error.photo_not_found', { code: 'photo_not_found' });

const answer = (rows: PhotoRow[]): ListingPhotosResponse => ({
  items: rows.map(toListingPhoto),
  total: rows.length,
});

export async function listPhotos(
  db: Database,
  kind: PhotoOwnerKind,
  ownerId: string,
  language: Language,
): Promise<ListingPhotosPage> {
  const rows = await lockedPhotos(db, kind, ownerId, { lock: false });
  return { ...answer(rows), title: await listingTitle(db, kind, ownerId, language) };
}

/**
 * Adds an uploaded photo at the end. The bytes are checked and encoded before the transaction (seconds of work no
 * lock should wait for); the files are removed again when the row is not written (listing deleted meanwhile, an
 * error) or when the same bytes are already a photo of this listing (a retried or doubled upload: that photo is the
 * answer, `created` false).
 */
export async function addPhoto(
  { services, actor, kind, ownerId }: Change,
  bytes: Buffer,
): Promise<{ photo: ListingPhoto; created: boolean }> {
  const { db } = services.database;
  if (!(await listingExists(db, kind, ownerId))) throw notFound();
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const known = await db.transaction(async (tx) =>
    existing(await lockedPhotos(tx, kind, ownerId), contentHash),
  );
  if (known) return { photo: known, created: false };

  const stored = await storeUploadedPhoto(services.config, bytes);
  let kept = false;
  try {
    const result = await db.transaction(async (tx) => {
      const rows = await lockedPhotos(tx, kind, ownerId);
      const again = existing(rows, contentHash);
      if (again) return { photo: again, created: false };
      await recordUploadedPhoto(tx, stored);
      const row = await insertPhoto(tx, kind, ownerId, {
        url: stored.basePath,
        width: stored.width,
        height: stored.height,
        sortOrder: Math.max(-1, ...rows.map((photo) => photo.sortOrder)) + 1,
        contentHash,
      });
      await audit(tx, { services, actor, kind, ownerId }, 'photo.add', null, {
        photoId: row.id,
        path: row.url,
      });
      return { photo: toListingPhoto(row, rows.length), created: true };
    });
    kept = result.created;
    return result;
  } finally {
    if (!kept) await removeUploadedPhoto(services.config, stored.basePath);
  }
}

function existing(rows: PhotoRow[], contentHash: string): ListingPhoto | undefined {
  const index = rows.findIndex((row) => row.contentHash === contentHash);
  const row = rows[index];
  return row && toListingPhoto(row, index);
}

/** Puts the photos in the order given, which must name each of the listing's photos once (409 otherwise). */
export async function reorderPhotos(change: Change, photoIds: string[]): Promise<ListingPhotosResponse> {
  return arrange(change, 'photo.reorder', (rows) => {
    const known = new Set(rows.map((row) => row.id));
    if (photoIds.length !== rows.length || photoIds.some((id) => !known.has(id))) {
      throw new AppError(409, 'error.photo_order_mismatch', { code: 'photo_order_mismatch' });
    }
    return photoIds;
  });
}

/** Moves one photo first (the cover); the others keep their order. */
export async function setCoverPhoto(change: Change, photoId: string): Promise<ListingPhotosResponse> {
  return arrange(change, 'photo.set_cover', (rows) => {
    if (!rows.some((row) => row.id === photoId)) throw photoNotFound();
    return [photoId, ...rows.map((row) => row.id).filter((id) => id !== photoId)];
  });
}

async function arrange(
  change: Change,
  action: string,
  newOrder: (rows: PhotoRow[]) => string[],
): Promise<ListingPhotosResponse> {
  const { db } = change.services.database;
  return db.transaction(async (tx) => {
    const rows = await lockedPhotos(tx, change.kind, change.ownerId);
    const order = newOrder(rows);
    const before = rows.map((row) => row.id);
    // Already so (a double click, a retry): nothing to write or record.
    if (order.every((id, index) => before[index] === id)) return answer(rows);
    await writeOrder(tx, change.kind, rows, order);
    await audit(tx, change, action, { order: before }, { order });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return answer(order.flatMap((id) => byId.get(id) ?? []));
  });
}

/** Sets the alternative texts of a photo; an empty language is removed. */
export async function setPhotoAlt(
  change: Change,
  photoId: string,
  { alt }: SetPhotoAltBody,
): Promise<ListingPhotosResponse> {
  const { db } = change.services.database;
  const next: LocalizedText = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const text = alt[language];
    if (text) next[language] = text;
  }
  return db.transaction(async (tx) => {
    const rows = await lockedPhotos(tx, change.kind, change.ownerId);
    const row = rows.find((photo) => photo.id === photoId);
    if (!row) throw photoNotFound();
    const same = SUPPORTED_LANGUAGES.every(
      (language) => (row.alt[language] ?? '') === (next[language] ?? ''),
    );
    if (same) return answer(rows);
    await writeAlt(tx, change.kind, photoId, next);
    await audit(tx, change, 'photo.alt', { photoId, alt: row.alt }, { photoId, alt: next });
    return answer(rows.map((photo) => (photo.id === photoId ? { ...photo, alt: next } : photo)));
  });
}

/**
 * Removes a photo and its master; this machine's variants go once the removal is committed (a rolled-back delete
 * keeps a working picture), other machines' when next asked for.
 */
export async function deletePhoto(change: Change, photoId: string): Promise<ListingPhotosResponse> {
  const { db } = change.services.database;
  const { removed, result } = await db.transaction(async (tx) => {
    const rows = await lockedPhotos(tx, change.kind, change.ownerId);
    const row = rows.find((photo) => photo.id === photoId);
    if (!row) throw photoNotFound();
    await deletePhotoRow(tx, change.kind, photoId);
    await forgetUploadedPhoto(tx, row.url);
    await audit(tx, change, 'photo.delete', { photoId, path: row.url }, null);
    return { removed: row, result: answer(rows.filter((photo) => photo.id !== photoId)) };
  });
  await removeUploadedPhoto(change.services.config, removed.url);
  return result;
}

function audit(
  tx: Database,
  { services, actor, kind, ownerId }: Change,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return recordAudit(tx, {
    actor,
    action,
    subjectType: SUBJECT_TYPES[kind],
    // A hero picture's owner is its category, not a record with an id: the category is in the values instead.
    subjectId: kind === 'site-images' ? null : ownerId,
    before: kind === 'site-images' && before ? { category: ownerId, ...before } : before,
    after: kind === 'site-images' && after ? { category: ownerId, ...after } : after,
    at: services.clock.now(),
  });
}
