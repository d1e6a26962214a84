import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { uploadedPhotosDirectory } from '../../src/modules/media/uploaded-photos.ts';
import type { TestContext } from './reservation-fixtures.ts';

/** A real JPEG of a flat colour, optionally with an EXIF orientation and a GPS position (what a phone sends). */
export async function jpegPhoto({
  width = 800,
  height = 600,
  colour = '#c2410c',
  orientation,
  gps = false,
}: {
  width?: number;
  height?: number;
  colour?: string;
  orientation?: number;
  gps?: boolean;
} = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 80 });
  if (orientation) image = image.withMetadata({ orientation });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'KonakPhone', Model: 'Test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 2/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '28/1 58/1 0/1',
      },
    });
  }
  return image.toBuffer();
}

export async function pngPhoto(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 4, background: '#0ea5e980' } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header claims 20000 × 20000 pixels (1.2 GB once
 * decoded); its data is one compressed run of zeros.
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file and folder under the uploaded photos' folder (temporary ones too), as relative paths. */
export async function uploadedFiles(context: TestContext): Promise<string[]> {
  const entries = await readdir(uploadedPhotosDirectory(context.services.config), { recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries.map(String).sort();
}

/** POST /api/admin/apartments/{id}/photos as the admin whose token is given: one photo as the raw body. */
export function uploadApartmentPhoto(
  context: TestContext,
  token: string,
  apartmentId: string,
  bytes: Buffer,
) {
  return context.app.inject({
    method: 'POST',
    url: `/api/admin/apartments/${apartmentId}/photos`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    payload: bytes,
  });
}
