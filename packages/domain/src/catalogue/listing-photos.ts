// Rules of the photos an operator uploads for apartments and tours (decision 084), free of zod so the photo page
// can check a file's size before sending it.

/** Largest file accepted: a phone's full-resolution photo fits, a video or a disk-filling script does not. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Largest picture by pixel count, checked from the header before decoding: a 48-megapixel phone camera fits, a
 * decompression bomb (a few kilobytes claiming 20000 × 20000 pixels) is refused before it takes the memory.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

/** Longest alternative text per language: a sentence for a screen reader, not a description. */
export const PHOTO_ALT_MAX_LENGTH = 200;

/** What an upload may be, by its first bytes: the label and the file name are never trusted. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte)
  );
}

// ISO base media "ftyp" brands of HEIF still images: HEVC-coded (iPhone HEIC) and AV1-coded (AVIF) alike.
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/** The photo format the bytes start with, or null for anything else (a script, HTML, SVG, PDF, a video). */
export function detectPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return 'heif';
  }
  return null;
}
