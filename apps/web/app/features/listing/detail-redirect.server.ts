import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import { localizedPath, pageLanguageOf, urlLanguageOf } from '../../i18n/language-path';
import { apartmentPath } from './apartment-page.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Catalogue ids are UUIDs; anything else cannot name a record and must not reach the database. */
export function isCatalogueId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/**
 * `/detail/{type}/{id}` (links of the old site and of search data): apartments go to their slug page in the
 * URL's language, tours to `/tour/{id}`. Null when the type, the id or the record is unknown.
 */
export async function detailRedirectLocation(
  catalogue: CatalogueReader,
  { type, id, url }: { type: string | undefined; id: string | undefined; url: URL },
): Promise<string | null> {
  if (!isCatalogueId(id)) return null;
  const urlLanguage = urlLanguageOf(url.pathname);
  const language = pageLanguageOf(url.pathname);
  if (type === 'apartments') {
    const apartment = await catalogue.apartmentById(id, language);
    if (!apartment) return null;
    const slug = apartment.translations[language]?.slug ?? apartment.slug;
    return `${localizedPath(urlLanguage, apartmentPath(slug))}${url.search}`;
  }
  if (type === 'tours') {
    const tour = await catalogue.tourById(id, language);
    return tour ? `${localizedPath(urlLanguage, `/tour/${tour.id}`)}${url.search}` : null;
  }
  return null;
}
