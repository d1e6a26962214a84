import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  imageWidthsFor,
} from '@konak/domain/catalogue/image-variants';
import {
  detectPhotoFormat,
  PHOTO_MAX_PIXELS,
  type PhotoFormat,
} from '@konak/domain/catalogue/listing-photos';
import sharp, { type Sharp } from 'sharp';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteStoredFile, putStoredFile } from '../stored-files/surface.ts';
import { decodeHeic } from './heic-decoder.ts';
import { AVIF_OPTIONS, WEBP_OPTIONS, withEncodeSlot } from './media-encoder.ts';

export type UploadsConfig = Pick<Config, 'DATA_DIR' | 'UPLOADS_DIR'>;

/** Base paths of uploaded photos start with this; their variants are `<base>/<width>.<avif|webp>` like the demo's. */
export const UPLOADED_PHOTO_PREFIX = '/media/uploads/';

// Keys are ours (random, 128 bits), never the operator's file name, so no path can leave the folder.
const KEY_PATTERN = /^[a-f0-9]{32}$/;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

/**
 * Encoding of the master every variant is made from: near the source's quality (a variant is at most its size), with
 * full-resolution colour and alpha, about a tenth of a lossless copy (decision 101).
 */
const MASTER_WEBP_OPTIONS = { quality: 92, alphaQuality: 100, smartSubsample: true, effort: 4 } as const;

/** UPLOADS_DIR/photos, or DATA_DIR/uploads/photos: this machine's cache of encoded variants, one folder per photo. */
export function uploadedPhotosDirectory(config: UploadsConfig): string {
  const uploads = config.UPLOADS_DIR
    ? path.resolve(config.UPLOADS_DIR)
    : path.join(config.DATA_DIR, 'uploads');
  return path.join(uploads, 'photos');
}

/** A photo ready to be recorded: its master (to store with the row), and its variants on disk under `basePath`. */
export type StoredPhoto = { basePath: string; width: number; height: number; sha256: string; master: Buffer };

const unreadable = () => new AppError(400, 'error.photo_unreadable', { code: 'photo_unreadable' });

/**
 * Checks an upload by its content and returns what it is, reading only its header: the first bytes name one of the
 * accepted formats, sharp's header reader agrees, the pixel count is within PHOTO_MAX_PIXELS (a decompression bomb
 * is refused before anything is decoded), and a HEIF is coded in AV1 (AVIF) or HEVC (an iPhone's HEIC).
 */
export async function inspectPhoto(bytes: Buffer): Promise<{ format: PhotoFormat; heic: boolean }> {
  const format = detectPhotoFormat(bytes);
  if (!format) throw unreadable();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (metadata.format !== format) throw unreadable();
  const heic = format === 'heif' && metadata.compression === 'hevc';
  if (format === 'heif' && !heic && metadata.compression !== 'av1') throw unreadable();
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > PHOTO_MAX_PIXELS) {
    throw new AppError(400, 'error.photo_too_many_pixels', { code: 'photo_too_many_pixels' });
  }
  return { format, heic };
}

/**
 * Decodes the photo (turned upright by its EXIF orientation, at most as wide as the widest variant) into its master:
 * a high-quality WebP that the database keeps (decision 101, `recordUploadedPhoto`) and every app server makes the
 * variants from. Nothing of the original is kept: its metadata (GPS position, camera, owner) is gone with it. This
 * machine's variants are then encoded at once, into a folder written under a temporary name and renamed, so the
 * page shows every size as soon as the row commits. Each step waits in the one encode queue. A file that fails to
 * decode (truncated, corrupt) leaves nothing behind.
 */
export async function storeUploadedPhoto(config: UploadsConfig, bytes: Buffer): Promise<StoredPhoto> {
  const { heic } = await inspectPhoto(bytes);
  const { data: master, info } = await withEncodeSlot(async () =>
    (await decoded(bytes, heic))
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .webp(MASTER_WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true }),
  ).catch(() => {
    throw unreadable();
  });

  const key = randomBytes(16).toString('hex');
  const directory = uploadedPhotosDirectory(config);
  const temporary = path.join(directory, `.${key}.tmp`);
  try {
    await mkdir(temporary, { recursive: true });
    for (const width of imageWidthsFor(info.width)) {
      for (const format of IMAGE_FORMATS) {
        const encoded = await withEncodeSlot(() => encodeFromMaster(master, width, format));
        await writeFile(path.join(temporary, `${width}.${format}`), encoded);
      }
    }
    await rename(temporary, path.join(directory, key));
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  return {
    basePath: `${UPLOADED_PHOTO_PREFIX}${key}`,
    width: info.width,
    height: info.height,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    master,
  };
}

/** The stored file of an uploaded photo's master, by the photo's key. */
export const masterFileKey = (key: string) => `photos/${key}`;

/** The stored file of the photo at `basePath`, or undefined for a demo drawing (no file). */
function masterKeyOf(basePath: string): string | undefined {
  if (!basePath.startsWith(UPLOADED_PHOTO_PREFIX)) return undefined;
  const key = basePath.slice(UPLOADED_PHOTO_PREFIX.length);
  return KEY_PATTERN.test(key) ? masterFileKey(key) : undefined;
}

/** Keeps the master in the database, in the transaction that writes the photo's row. */
export async function recordUploadedPhoto(tx: Database, photo: StoredPhoto): Promise<void> {
  const key = masterKeyOf(photo.basePath);
  if (!key) throw new Error(`not an uploaded photo: ${photo.basePath}`);
  await putStoredFile(tx, { key, contentType: 'image/webp', bytes: photo.master });
}

/** Removes the master, in the transaction that deletes the photo's row; a demo drawing has none. */
export async function forgetUploadedPhoto(tx: Database, basePath: string): Promise<void> {
  const key = masterKeyOf(basePath);
  if (key) await deleteStoredFile(tx, key);
}

/** The photo as sharp reads it: the file itself, or an iPhone's HEIC as the pixels libheif decoded. */
async function decoded(bytes: Buffer, heic: boolean): Promise<Sharp> {
  if (!heic) return sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning' });
  const { width, height, data } = await decodeHeic(bytes);
  return sharp(data, { raw: { width, height, channels: 4 } });
}

/**
 * One variant made from the master. Upload and every later request use this same call, so each machine makes the
 * same bytes for a URL (its ETag is the path).
 */
export function encodeFromMaster(master: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(master, { failOn: 'warning' }).resize({ width, withoutEnlargement: true });
  return format === 'avif' ? image.avif(AVIF_OPTIONS).toBuffer() : image.webp(WEBP_OPTIONS).toBuffer();
}

/** Removes this machine's variants of a photo; a demo picture (drawn, no files) or a folder already gone is fine. */
export async function removeUploadedPhoto(config: UploadsConfig, basePath: string): Promise<void> {
  if (!basePath.startsWith(UPLOADED_PHOTO_PREFIX)) return;
  const key = basePath.slice(UPLOADED_PHOTO_PREFIX.length);
  if (!KEY_PATTERN.test(key)) return;
  await rm(path.join(uploadedPhotosDirectory(config), key), { recursive: true, force: true });
}
