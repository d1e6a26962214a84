import type { SiteImage } from '@konak/domain/api/site-images/site-image';
import {
  languagePath,
  type PagePaths,
  samePathInEveryLanguage,
  tourPagePath,
} from '@konak/domain/seo/site-pages';
import type { SiteSettings } from '@konak/domain/site/site-settings';
import { istanbulDate } from '@konak/domain/stay-dates';
import type { MetaDescriptor } from 'react-router';
import type { ApartmentPageData } from '../features/listing/apartment-page.server';
import { metaDescription } from '../features/listing/meta-description';
import { pageLanguageOf, splitLanguagePrefix } from '../i18n/language-path';
import { readTranslations } from '../i18n/translations.server';
import { createTranslator, FOR_METADATA } from '../i18n/translator';
import { apartmentStructuredData, type TourFacts, tourStructuredData } from './listing-structured-data';
import { type OfferFacts, tourOfferFacts } from './offer-facts';
import { pageSeo, pageSeoContext } from './page-seo.server';
import { socialImageOf } from './social-image';
import { type FaqEntry, faqPage, webSite } from './structured-data';

/** The titles of the catalogue pages come from their own namespaces, the rest from `seo`. */
function translatorFor(url: URL) {
  const language = pageLanguageOf(url.pathname);
  return createTranslator(language, readTranslations(language, ['home', 'listing', 'seo']), FOR_METADATA);
}

/**
 * "/" and "/rentals" show the same search, but each is its own page with its own title and canonical URL
 * (decision 045); a search's query string never makes another canonical page.
 */
export function homePageSeo(
  url: URL,
  site: SiteSettings | null,
  { heroImage, faq = [] }: { heroImage: SiteImage | null; faq?: readonly FaqEntry[] },
): MetaDescriptor[] {
  const t = translatorFor(url);
  const isRentals = splitLanguagePrefix(url.pathname).path.replace(/\/+$/, '') === '/rentals';
  // Named, not read from the URL, so "/rentals/" or "/en/" never become canonical addresses of their own.
  const paths = samePathInEveryLanguage(isRentals ? '/rentals' : '/');
  const context = pageSeoContext(url, paths);
  const faqBlocks = faq.length > 0 ? [faqPage(faq, context)] : [];
  return pageSeo({
    url,
    site,
    paths,
    title: isRentals ? t('seo', 'rentals.title') : t('home', 'meta.title'),
    description: isRentals ? t('seo', 'rentals.description') : t('home', 'meta.description'),
    image: socialImageOf(heroImage),
    breadcrumbs: isRentals
      ? [
          { name: t('seo', 'breadcrumbs.home'), path: languagePath(context.language, '/') },
          { name: t('seo', 'breadcrumbs.rentals'), path: languagePath(context.language, '/rentals') },
        ]
      : [],
    structuredData: isRentals ? faqBlocks : [webSite(context), ...faqBlocks],
  });
}

/** An apartment page: its paths differ per language (each language's slug). */
export function apartmentPageSeo(
  url: URL,
  site: SiteSettings | null,
  page: Pick<ApartmentPageData, 'apartment' | 'alternates'>,
  offers: OfferFacts,
  faq: readonly FaqEntry[] = [],
): MetaDescriptor[] {
  const t = translatorFor(url);
  const paths: PagePaths = page.alternates;
  const context = pageSeoContext(url, paths);
  const { apartment } = page;
  return pageSeo({
    url,
    site,
    paths,
    title: t('listing', 'meta.apartmentTitle', { title: apartment.title }),
    description: metaDescription(apartment.description),
    image: socialImageOf(apartment.images[0]),
    breadcrumbs: [
      { name: t('seo', 'breadcrumbs.home'), path: languagePath(context.language, '/') },
      { name: t('seo', 'breadcrumbs.rentals'), path: languagePath(context.language, '/rentals') },
      { name: apartment.title, path: paths[context.language] },
    ],
    structuredData: [
      ...apartmentStructuredData(apartment, offers, context),
      ...(faq.length > 0 ? [faqPage(faq, context)] : []),
    ],
  });
}

/** A tour page: the same path in every language. */
export function tourPageSeo(
  url: URL,
  site: SiteSettings | null,
  tour: TourFacts & { id: string; price: number },
  now = new Date(),
): MetaDescriptor[] {
  const t = translatorFor(url);
  const paths = samePathInEveryLanguage(tourPagePath(tour.id));
  const context = pageSeoContext(url, paths);
  return pageSeo({
    url,
    site,
    paths,
    title: t('listing', 'meta.tourTitle', { title: tour.title }),
    description: metaDescription(tour.description),
    image: socialImageOf(tour.images[0]),
    breadcrumbs: [
      { name: t('seo', 'breadcrumbs.home'), path: languagePath(context.language, '/') },
      { name: tour.title, path: context.canonical },
    ],
    structuredData: tourStructuredData(tour, tourOfferFacts(tour.price, istanbulDate(now)), context),
  });
}
