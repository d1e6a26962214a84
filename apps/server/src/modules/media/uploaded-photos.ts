import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
import { AppError } from '../../http/app-error.ts';
import { decodeHeic } from './heic-decoder.ts';
import { AVIF_OPTIONS, WEBP_OPTIONS, withEncodeSlot } from './media-encoder.ts';

export type UploadsConfig = Pick<Config, 'DATA_DIR' | 'UPLOADS_DIR'>;

/** Base paths of uploaded photos start with this; their variants are `<base>/<width>.<avif|webp>` like the demo's. */
export const UPLOADED_PHOTO_PREFIX = '/media/uploads/';

// Keys are ours (random, 128 bits), never the operator's file name, so no path can leave the folder.
const KEY_PATTERN = /^[a-f0-9]{32}$/;
const VARIANT_PATTERN = /^uploads\/([a-f0-9]{32})\/([0-9]{3,4})\.(avif|webp)$/;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

/** UPLOADS_DIR/photos, or DATA_DIR/uploads/photos: one folder of encoded variants per photo. */
export function uploadedPhotosDirectory(config: UploadsConfig): string {
  const uploads = config.UPLOADS_DIR
    ? path.resolve(config.UPLOADS_DIR)
    : path.join(config.DATA_DIR, 'uploads');
  return path.join(uploads, 'photos');
}

/** A photo ready to be recorded: its variants are on disk under `basePath`. */
export type StoredPhoto = { basePath: string; width: number; height: number; sha256: string };

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
 * Decodes the photo (turned upright by its EXIF orientation, at most as wide as the widest variant), encodes every
 * AVIF and WebP variant the pages ask for, and moves them into place at once (a folder written under a temporary
 * name, then renamed). Nothing of the original is kept: its metadata (GPS position, camera, owner) is gone with it.
 * Each step waits in the one encode queue. A file that fails to decode (truncated, corrupt) leaves nothing behind.
 */
export async function storeUploadedPhoto(config: UploadsConfig, bytes: Buffer): Promise<StoredPhoto> {
  const { heic } = await inspectPhoto(bytes);
  const { data, info } = await withEncodeSlot(async () =>
    (await decoded(bytes, heic))
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ).catch(() => {
    throw unreadable();
  });

  const key = randomBytes(16).toString('hex');
  const directory = uploadedPhotosDirectory(config);
  const temporary = path.join(directory, `.${key}.tmp`);
  try {
    await mkdir(temporary, { recursive: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (const width of imageWidthsFor(info.width)) {
      for (const format of IMAGE_FORMATS) {
        const encoded = await withEncodeSlot(() => encodeFrom(data, raw, width, format));
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
  };
}

/** The photo as sharp reads it: the file itself, or an iPhone's HEIC as the pixels libheif decoded. */
async function decoded(bytes: Buffer, heic: boolean): Promise<Sharp> {
  if (!heic) return sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning' });
  const { width, height, data } = await decodeHeic(bytes);
  return sharp(data, { raw: { width, height, channels: 4 } });
}

function encodeFrom(
  data: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
  width: number,
  format: ImageFormat,
): Promise<Buffer> {
  const image = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
  return format === 'avif' ? image.avif(AVIF_OPTIONS).toBuffer() : image.webp(WEBP_OPTIONS).toBuffer();
}

/** Removes an uploaded photo's variants; a demo picture (drawn, no files) or a folder already gone is fine. */
export async function removeUploadedPhoto(config: UploadsConfig, basePath: string): Promise<void> {
  if (!basePath.startsWith(UPLOADED_PHOTO_PREFIX)) return;
  const key = basePath.slice(UPLOADED_PHOTO_PREFIX.length);
  if (!KEY_PATTERN.test(key)) return;
  await rm(path.join(uploadedPhotosDirectory(config), key), { recursive: true, force: true });
}

export type UploadedVariant = { key: string; width: number; format: ImageFormat };

/** Parses `uploads/<key>/<width>.<format>` (the part after /media/), or undefined. */
export function parseUploadedVariant(relativePath: string): UploadedVariant | undefined {
  const match = VARIANT_PATTERN.exec(relativePath);
  if (!match) return undefined;
  const [, key = '', width = '', format = ''] = match;
  return { key, width: Number(width), format: format as ImageFormat };
}

/** A variant's bytes, or undefined when there is no such file (a deleted photo, a width never encoded). */
export async function readUploadedVariant(
  config: UploadsConfig,
  variant: UploadedVariant,
): Promise<Buffer | undefined> {
  const file = path.join(uploadedPhotosDirectory(config), variant.key, `${variant.width}.${variant.format}`);
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

/** Files under a key never change (a new upload gets a new key), so the path itself is a strong validator. */
export const uploadedVariantEtag = ({ key, width, format }: UploadedVariant) =>
  `"u-${key}-${width}.${format}"`;
