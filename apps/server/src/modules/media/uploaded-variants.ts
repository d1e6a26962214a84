import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageFormat, imageWidthsFor } from '@konak/domain/catalogue/image-variants';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { readStoredFile, storedFileExists } from '../stored-files/surface.ts';
import { withEncodeSlot, writeCacheFile } from './media-encoder.ts';
import {
  encodeFromMaster,
  masterFileKey,
  removeUploadedPhoto,
  type UploadsConfig,
  uploadedPhotosDirectory,
} from './uploaded-photos.ts';

export type UploadedVariant = { key: string; width: number; format: ImageFormat };

const VARIANT_PATTERN = /^uploads\/([a-f0-9]{32})\/([0-9]{3,4})\.(avif|webp)$/;

/** Parses `uploads/<key>/<width>.<format>` (the part after /media/), or undefined. */
export function parseUploadedVariant(relativePath: string): UploadedVariant | undefined {
  const match = VARIANT_PATTERN.exec(relativePath);
  if (!match) return undefined;
  const [, key = '', width = '', format = ''] = match;
  return { key, width: Number(width), format: format as ImageFormat };
}

const inFlight = new Map<string, Promise<Buffer | undefined>>();

/**
 * A variant's bytes, or undefined when there is no such photo (deleted, on any app server) or width. The database
 * says whether the photo exists (one primary-key read); this machine's cache has the variant, or it is made from the
 * master and kept there (decision 101). A deleted photo's folder left in the cache is removed when asked for.
 * Concurrent requests for one missing variant share one encode.
 */
export async function readUploadedVariant(
  db: Database,
  config: UploadsConfig,
  variant: UploadedVariant,
): Promise<Buffer | undefined> {
  if (!(await storedFileExists(db, masterFileKey(variant.key)))) {
    await removeUploadedPhoto(config, `/media/uploads/${variant.key}`);
    return undefined;
  }
  const file = path.join(uploadedPhotosDirectory(config), variant.key, `${variant.width}.${variant.format}`);
  const cached = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (cached) return cached;
  const pending = inFlight.get(file);
  if (pending) return pending;
  const work = makeVariant(db, file, variant).finally(() => inFlight.delete(file));
  inFlight.set(file, work);
  return work;
}

async function makeVariant(
  db: Database,
  file: string,
  variant: UploadedVariant,
): Promise<Buffer | undefined> {
  const master = await readStoredFile(db, masterFileKey(variant.key));
  if (!master) return undefined;
  const { width } = await sharp(master.bytes).metadata();
  if (!width || !imageWidthsFor(width).some((known) => known === variant.width)) return undefined;
  const bytes = await withEncodeSlot(() => encodeFromMaster(master.bytes, variant.width, variant.format));
  await writeCacheFile(file, bytes);
  return bytes;
}

/** Files under a key never change (a new upload gets a new key), so the path itself is a strong validator. */
export const uploadedVariantEtag = ({ key, width, format }: UploadedVariant) =>
  `"u-${key}-${width}.${format}"`;
