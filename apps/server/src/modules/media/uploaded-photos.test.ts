import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { inspectPhoto, parseUploadedVariant } from './uploaded-photos.ts';

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
      expect(await inspectPhoto(bytes)).toEqual({ format });
    }
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
