import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import {
  apartmentPagePath,
  languagePath,
  legalPagePath,
  type PagePaths,
  STATIC_PUBLIC_PATHS,
  samePathInEveryLanguage,
  tourPagePath,
  X_DEFAULT_LANGUAGE,
} from '@konak/domain/seo/site-pages';
import { legalDocumentTypes } from '../../db/schema/legal.ts';
import type { SitemapRows } from './repository.ts';

/** One page in the four languages: each language's URL is a <url> of its own, listing all of them as alternates. */
export type SitemapPage = { paths: PagePaths; lastModified: Partial<Record<Language, Date>> };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
/** W3C Datetime to the second, as the sitemap protocol asks. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const latest = (dates: readonly Date[]) =>
  dates.reduce<Date | undefined>((found, date) => (!found || date > found ? date : found), undefined);

const everyLanguage = (date: Date | undefined): Partial<Record<Language, Date>> =>
  date ? Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, date])) : {};

/**
 * Every public page of the site (decision 045): home, rentals and owners, each active apartment under its slug of
 * each language, each active tour, and each legal document that has a text. The home and rentals pages list the
 * catalogue, so they change with it; the owners page's text lives in the code and has no date.
 */
export function sitemapPages({ apartmentSlugs, tourRows, legalRows }: SitemapRows): SitemapPage[] {
  const catalogueChanged = latest([...apartmentSlugs, ...tourRows].map((row) => row.updatedAt));
  const pages: SitemapPage[] = STATIC_PUBLIC_PATHS.map((path) => ({
    paths: samePathInEveryLanguage(path),
    lastModified: path === '/owners' ? {} : everyLanguage(catalogueChanged),
  }));

  const byApartment = new Map<
    string,
    { number: number; updatedAt: Date; slugs: Partial<Record<Language, string>> }
  >();
  for (const row of apartmentSlugs) {
    const entry = byApartment.get(row.id) ?? {
      number: row.apartmentNumber,
      updatedAt: row.updatedAt,
      slugs: {},
    };
    entry.slugs[row.language] = row.slug;
    byApartment.set(row.id, entry);
  }
  const apartmentsInOrder = [...byApartment.values()].sort((a, b) => a.number - b.number);
  for (const { slugs, updatedAt } of apartmentsInOrder) {
    // A language without its own text shows the Turkish one (or any there is) under that slug, as the page does.
    const fallback = slugs.tr ?? Object.values(slugs)[0];
    if (!fallback) continue;
    const paths = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [
        language,
        languagePath(language, apartmentPagePath(slugs[language] ?? fallback)),
      ]),
    ) as PagePaths;
    pages.push({ paths, lastModified: everyLanguage(updatedAt) });
  }

  for (const tour of [...tourRows].sort((a, b) => a.tourNumber - b.tourNumber)) {
    pages.push({
      paths: samePathInEveryLanguage(tourPagePath(tour.id)),
      lastModified: everyLanguage(tour.updatedAt),
    });
  }

  for (const type of legalDocumentTypes) {
    const texts = legalRows.filter((row) => row.type === type);
    if (texts.length === 0) continue;
    // A missing translation is answered with the Turkish text (decision 040), so it changes with that one.
    const fallback =
      texts.find((row) => row.language === 'tr')?.updatedAt ?? latest(texts.map((row) => row.updatedAt));
    const lastModified = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [
        language,
        texts.find((row) => row.language === language)?.updatedAt ?? fallback,
      ]),
    );
    pages.push({ paths: samePathInEveryLanguage(legalPagePath(type)), lastModified });
  }
  return pages;
}

/** The sitemap XML with hreflang alternates (`xhtml:link`) for the four languages and x-default. */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const absolute = (path: string) => xml(new URL(path, origin).href);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { paths, lastModified } of pages) {
    const alternates = [
      ...SUPPORTED_LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${absolute(paths[language])}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(paths[X_DEFAULT_LANGUAGE])}"/>`,
    ];
    for (const language of SUPPORTED_LANGUAGES) {
      const date = lastModified[language];
      lines.push(
        '<url>',
        `<loc>${absolute(paths[language])}</loc>`,
        ...(date ? [`<lastmod>${w3cDate(date)}</lastmod>`] : []),
        ...alternates,
        '</url>',
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
