import type { ImageFormat } from '@konak/domain/catalogue/image-variants';
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { apartmentImages } from '../../db/schema/apartment-images.ts';
import { siteImages } from '../../db/schema/site-images.ts';
import { tourImages } from '../../db/schema/tour-images.ts';
import type { AppServices } from '../../services.ts';
import { type MediaVariant, variantOfBasePath } from './media-catalogue.ts';
import { encodedVariant, mediaCacheDirectory } from './media-encoder.ts';
import type { PictureCatalogue } from './picture-catalogue.ts';

/** The widths listing cards and heroes ask for first; larger ones are encoded on demand. */
export const WARM_UP_WIDTHS = [480, 640, 800, 960] as const;
/** Heroes are the largest picture of their pages (the LCP), so wide screens get theirs warm too. */
export const HERO_WARM_UP_WIDTHS = [...WARM_UP_WIDTHS, 1280, 1600] as const;
const FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

/**
 * Pre-encodes what the first visitors see: every hero picture and the cover of each apartment and tour. Runs one
 * variant at a time after the server listens, waiting in the same queue as requests, so it never blocks start-up
 * and a visitor's request waits for at most one encode. Resolves with what it did; failures are logged, not thrown.
 */
export async function warmUpMedia(services: AppServices, log: FastifyBaseLogger) {
  const started = performance.now();
  const cacheDirectory = mediaCacheDirectory(services.config.DATA_DIR);
  let encoded = 0;
  try {
    const variants = await variantsToWarm(services);
    for (const variant of variants) {
      await encodedVariant(cacheDirectory, variant);
      encoded++;
    }
    const milliseconds = Math.round(performance.now() - started);
    log.info({ variants: encoded, milliseconds }, 'media warm-up finished');
    return { variants: encoded, milliseconds };
  } catch (error) {
    log.warn({ err: error, variants: encoded }, 'media warm-up stopped');
    return { variants: encoded, milliseconds: Math.round(performance.now() - started) };
  }
}

/** Base paths read from the database, so the warm-up follows what the pages really show (covers are sort order 0). */
async function variantsToWarm({
  database: { db },
  pictures: loadPictures,
}: AppServices): Promise<MediaVariant[]> {
  const pictures = await loadPictures();
  if (!pictures) return [];
  const heroes = await db.select({ url: siteImages.url }).from(siteImages).orderBy(asc(siteImages.sortOrder));
  const apartmentCovers = await db
    .selectDistinctOn([apartmentImages.apartmentId], { url: apartmentImages.url })
    .from(apartmentImages)
    .orderBy(apartmentImages.apartmentId, asc(apartmentImages.sortOrder));
  const tourCovers = await db
    .selectDistinctOn([tourImages.tourId], { url: tourImages.url })
    .from(tourImages)
    .orderBy(tourImages.tourId, asc(tourImages.sortOrder));
  return [
    ...heroes.flatMap((row) => variantsOf(pictures, row.url, HERO_WARM_UP_WIDTHS)),
    ...[...apartmentCovers, ...tourCovers].flatMap((row) => variantsOf(pictures, row.url, WARM_UP_WIDTHS)),
  ];
}

/** Pictures that are not ours (an uploaded file, another host) are skipped. */
function variantsOf(pictures: PictureCatalogue, basePath: string, widths: readonly number[]): MediaVariant[] {
  return widths.flatMap((width) =>
    FORMATS.map((format) => variantOfBasePath(pictures, basePath, width, format)).filter(
      (variant): variant is MediaVariant => variant !== undefined,
    ),
  );
}
