import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaVariant } from './media-catalogue.ts';

/**
 * Encoding settings, measured on the demo drawings (see the decision record): flat illustrations compress very
 * well, so AVIF at quality 50 and WebP at 75 show no visible artefacts at a few tens of kilobytes.
 */
export const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;
export const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;

/**
 * One libvips thread and one encode at a time: the machine has two cores, and page rendering must always keep one.
 * Requests and the warm-up wait in the same queue.
 */
const MAX_PARALLEL_ENCODES = 1;
sharp.concurrency(1);
// libvips' operation cache only helps repeated operations on one image; drawings are encoded once, then read from disk.
sharp.cache(false);

export const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

export type EncodedImage = { bytes: Buffer; etag: string };

/** DATA_DIR/media-cache; the generator version is a folder inside it, so old drawings are never read. */
export const mediaCacheDirectory = (dataDir: string) => path.join(dataDir, 'media-cache');

let running = 0;
const waiting: Array<() => void> = [];
const inFlight = new Map<string, Promise<EncodedImage>>();
const etags = new Map<string, string>();

/** Runs sharp work in the one encode queue, shared with uploaded photos so an upload never starves page rendering. */
export async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function variantFile(cacheDirectory: string, variant: MediaVariant): string {
  return path.join(
    cacheDirectory,
    `g${variant.version}`,
    variant.picture,
    `${variant.width}.${variant.format}`,
  );
}

const etagOf = (version: number, bytes: Buffer) =>
  `"g${version}-${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** Draws and encodes one variant in memory (no cache); exported for tests and measurements. */
export async function encodeVariant(variant: MediaVariant): Promise<Buffer> {
  const svg = Buffer.from(variant.render(variant.width));
  // The SVG is drawn at the target width, so librsvg rasterises it sharp instead of scaling a large bitmap down.
  const image = sharp(svg, { density: 72 }).resize({ width: variant.width });
  return variant.format === 'avif'
    ? image.avif(AVIF_OPTIONS).toBuffer()
    : image.webp(WEBP_OPTIONS).toBuffer();
}

/**
 * The encoded bytes of a variant: from the disk cache, or encoded once and stored there. Concurrent requests for
 * the same variant share one encode.
 */
export function encodedVariant(cacheDirectory: string, variant: MediaVariant): Promise<EncodedImage> {
  const file = variantFile(cacheDirectory, variant);
  const pending = inFlight.get(file);
  if (pending) return pending;
  const work = readOrEncode(file, variant).finally(() => inFlight.delete(file));
  inFlight.set(file, work);
  return work;
}

async function readOrEncode(file: string, variant: MediaVariant): Promise<EncodedImage> {
  const cached = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (cached) return { bytes: cached, etag: rememberEtag(file, variant.version, cached) };
  const bytes = await withEncodeSlot(() => encodeVariant(variant));
  await writeCacheFile(file, bytes);
  return { bytes, etag: rememberEtag(file, variant.version, bytes) };
}

/** Writes a cached file under a temporary name and renames it, so a reader never sees half a file. */
export async function writeCacheFile(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function rememberEtag(file: string, version: number, bytes: Buffer): string {
  const known = etags.get(file);
  if (known) return known;
  const etag = etagOf(version, bytes);
  etags.set(file, etag);
  return etag;
}

/** The ETag of a variant already encoded by this process, to answer If-None-Match without reading the file. */
export const knownEtag = (cacheDirectory: string, variant: MediaVariant) =>
  etags.get(variantFile(cacheDirectory, variant));
