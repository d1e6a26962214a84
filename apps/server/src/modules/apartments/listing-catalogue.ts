import type { Language } from '@konak/domain/languages';
import { type CatalogueVersion, catalogueChanges } from '../../cache/catalogue-changes.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { toApartmentSummary } from './apartment-view.ts';
import {
  type ApartmentRow,
  allApartments,
  formerSlugs,
  type ListingParts,
  listingParts,
} from './repository.ts';

/**
 * Every apartment with its texts, pictures and amenities, as one in-memory snapshot per process (decision 038).
 * A few hundred apartments weigh a few megabytes, change only when an admin edits them, and make up most of what a
 * search or an apartment page reads: keeping them spares the embedded database thousands of rows per request.
 */
export type ListingCatalogue = {
  /** Active apartments by apartment number. */
  active: readonly ApartmentRow[];
  activeById: ReadonlyMap<string, ApartmentRow>;
  /** Every apartment, withdrawn ones too (a calendar or a price does not ask whether it is listed). */
  byId: ReadonlyMap<string, ApartmentRow>;
  parts: ListingParts;
  /** The apartment a slug names: a current slug of any language (active or not), else the newest former one. */
  idBySlug(slug: string): string | undefined;
  /** toApartmentSummary's JSON without a stay, as UTF-8, made once per apartment and language; `row` is one of this catalogue's rows. */
  summaryBytes(row: ApartmentRow, language: Language): Buffer;
};

/**
 * A snapshot is reused while no listing change was heard (see catalogueChanges). The age limit only bounds the
 * damage of a notice that never arrived, which PostgreSQL and PGlite both rule out while the listener is up.
 */
const MAX_AGE_MS = 10 * 60_000;

type Snapshot = { listings: number; loadedAt: number; catalogue: Promise<ListingCatalogue> };
const snapshots = new WeakMap<DatabaseHandle, Snapshot>();

/** The catalogue as of every change committed so far; `version` saves a second look when the caller has one. */
export async function listingCatalogue(
  database: DatabaseHandle,
  version?: CatalogueVersion | null,
): Promise<ListingCatalogue> {
  const current = version === undefined ? await catalogueChanges(database).current() : version;
  // Changes cannot be followed right now (PostgreSQL listener down): read through.
  if (!current) return loadListingCatalogue(database.db);
  const snapshot = snapshots.get(database);
  if (snapshot && snapshot.listings === current.listings && Date.now() - snapshot.loadedAt < MAX_AGE_MS) {
    return snapshot.catalogue;
  }
  const catalogue = loadListingCatalogue(database.db);
  const started: Snapshot = { listings: current.listings, loadedAt: Date.now(), catalogue };
  snapshots.set(database, started);
  catalogue.catch(() => {
    if (snapshots.get(database) === started) snapshots.delete(database);
  });
  return catalogue;
}

export async function loadListingCatalogue(db: Database): Promise<ListingCatalogue> {
  const [rows, parts, former] = await Promise.all([allApartments(db), listingParts(db), formerSlugs(db)]);
  const active = rows.filter((row) => row.isActive);
  const currentSlugs = new Map<string, string>();
  for (const row of rows) {
    for (const translation of parts.translations.get(row.id) ?? []) {
      if (!currentSlugs.has(translation.slug)) currentSlugs.set(translation.slug, row.id);
    }
  }
  const formerSlugIds = new Map<string, string>();
  for (const { slug, apartmentId } of former) {
    if (!formerSlugIds.has(slug)) formerSlugIds.set(slug, apartmentId);
  }
  // Per language, by row (an identity lookup: no key text built per search and apartment).
  const summaries = new Map<Language, Map<ApartmentRow, Buffer>>();
  return {
    active,
    activeById: new Map(active.map((row) => [row.id, row])),
    byId: new Map(rows.map((row) => [row.id, row])),
    parts,
    idBySlug: (slug) => currentSlugs.get(slug) ?? formerSlugIds.get(slug),
    summaryBytes(row, language) {
      let ofLanguage = summaries.get(language);
      if (!ofLanguage) {
        ofLanguage = new Map();
        summaries.set(language, ofLanguage);
      }
      let bytes = ofLanguage.get(row);
      if (bytes === undefined) {
        bytes = Buffer.from(JSON.stringify(toApartmentSummary(row, parts, language)));
        ofLanguage.set(row, bytes);
      }
      return bytes;
    },
  };
}
