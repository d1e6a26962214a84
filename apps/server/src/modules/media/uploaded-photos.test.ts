import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import {
  encodeFromMaster,
  inspectPhoto,
  storeUploadedPhoto,
  uploadedPhotosDirectory,
} from './uploaded-photos.ts';
import { parseUploadedVariant } from './uploaded-variants.ts';

/** An iPhone-style HEIC (HEVC in HEIF, made with libheif's heif-enc): 800 × 600, orange left half, blue right. */
const HEIC_FIXTURE = new URL('../../../test/fixtures/iphone-photo.heic', import.meta.url);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.code : error),
  );

describe('inspectPhoto (the content check of an upload)', () => {
  it('accepts JPEG, PNG, WebP and AVIF by their content', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#f97316' } });
    for (const [bytes, format] of [
      [await base.clone().jpeg().toBuffer(), 'jpeg'],
      [await base.clone().png().toBuffer(), 'png'],
      [await base.clone().webp().toBuffer(), 'webp'],
      [await base.clone().avif().toBuffer(), 'heif'],
    ] as const) {
      expect(await inspectPhoto(bytes)).toEqual({ format, heic: false });
    }
    expect(await inspectPhoto(await readFile(HEIC_FIXTURE))).toEqual({ format: 'heif', heic: true });
  });

  it('refuses a header that lies about its format, or that no decoder can read', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    expect(await refusal(inspectPhoto(Buffer.concat([jpegStart, Buffer.alloc(100, 0x41)])))).toBe(
      'photo_unreadable',
    );
    // PNG bytes behind a WebP label: the magic and the decoder's header reader must agree.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const riff = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'ascii'), png]);
    expect(await refusal(inspectPhoto(riff))).toBe('photo_unreadable');
    expect(await refusal(inspectPhoto(Buffer.from('GIF89a')))).toBe('photo_unreadable');
  });
});

describe('storeUploadedPhoto', () => {
  it("stores an iPhone's HEIC as a master and AVIF and WebP variants with its pixels", async () => {
    const config = { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'konak-heic-')), UPLOADS_DIR: undefined };
    const stored = await storeUploadedPhoto(config, await readFile(HEIC_FIXTURE));
    expect(stored).toMatchObject({ width: 800, height: 600 });
    const key = stored.basePath.split('/').at(-1) ?? '';
    const webp = await readFile(path.join(uploadedPhotosDirectory(config), key, '320.webp'));
    // Another app server makes the variant from the master alone (decision 101): the very same bytes.
    expect((await encodeFromMaster(stored.master, 320, 'webp')).equals(webp)).toBe(true);
    expect(await sharp(stored.master).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 320, height: 240 });
    const pixel = (x: number) => [
      ...data.subarray((120 * 320 + x) * info.channels, (120 * 320 + x) * info.channels + 3),
    ];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) < 24);
    expect(near(pixel(40), [0xf9, 0x73, 0x16]), `left ${pixel(40)}`).toBe(true);
    expect(near(pixel(280), [0x1d, 0x4e, 0xd8]), `right ${pixel(280)}`).toBe(true);
  });
});

describe('parseUploadedVariant', () => {
  it('reads only our own keys, widths and formats', () => {
    const key = 'a'.repeat(32);
    expect(parseUploadedVariant(`uploads/${key}/640.avif`)).toEqual({ key, width: 640, format: 'avif' });
    for (const path of [
      `uploads/${key}/640.png`,
      `uploads/${key}/../640.webp`,
      `uploads/${'A'.repeat(32)}/640.webp`,
      `uploads/${key}/64.webp`,
      `uploads/${key}%2F640.webp`,
      `uploads/.${key}.tmp/640.webp`,
    ]) {
      expect(parseUploadedVariant(path), path).toBeUndefined();
    }
  });
});
