import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import { type CatalogueVersion, CHANGE_KINDS } from '../cache/catalogue-changes.ts';

/** A part of the catalogue whose change notices (migration 0003 and later) a cached page listens to. */
export type CataloguePart = keyof CatalogueVersion;

/**
 * The parts each catalogue read depends on (decision 100), by the tables behind it and the notice their triggers
 * send: texts, pictures, amenities, base prices, reviews and legal texts are `listings`; the pricing calendar and
 * channel blocks are `prices`; reservations are `bookings`. A typed record, so a new read must name its parts.
 */
const PARTS_READ: Record<keyof CatalogueReader, readonly CataloguePart[]> = {
  searchApartments: ['listings', 'prices', 'bookings'],
  apartmentBySlug: ['listings'],
  apartmentById: ['listings'],
  tours: ['listings'],
  tourById: ['listings'],
  siteImages: ['listings'],
  calendar: ['prices', 'bookings'],
  stayPrice: ['prices', 'bookings'],
  legalDocument: ['listings'],
  apartmentReviews: ['listings'],
  latestReviews: ['listings'],
};

/**
 * The catalogue as one render sees it, noting in `parts` what the render read. Every page also shows the operator's
 * settings (footer, bank details), so `settings` is always among them.
 */
export function recordingCatalogue(reader: CatalogueReader, parts: Set<CataloguePart>): CatalogueReader {
  parts.add('settings');
  const recording = {} as Record<keyof CatalogueReader, unknown>;
  for (const name of Object.keys(PARTS_READ) as (keyof CatalogueReader)[]) {
    const read = reader[name] as (...args: unknown[]) => unknown;
    recording[name] = (...args: unknown[]) => {
      for (const part of PARTS_READ[name]) parts.add(part);
      return read.apply(reader, args);
    };
  }
  return recording as CatalogueReader;
}

/**
 * What a cached page was rendered from: the web build, the Istanbul date (calendars and "from today" texts follow
 * the clock) and the catalogue version heard before the render started.
 */
export type PageVersion = { build: string; day: string; catalogue: CatalogueVersion };

/**
 * Whether a page rendered at `stored` may answer at `current`: same build and day, and no notice since of a part it
 * read. While it is still rendering (`dependsOn` unknown) every part must be unchanged.
 */
export function pageIsCurrent(
  stored: PageVersion,
  current: PageVersion,
  dependsOn: readonly CataloguePart[] | undefined,
): boolean {
  if (stored.build !== current.build || stored.day !== current.day) return false;
  return (dependsOn ?? CHANGE_KINDS).every((part) => stored.catalogue[part] === current.catalogue[part]);
}
