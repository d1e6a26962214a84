import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { type PagePaths, samePathInEveryLanguage, X_DEFAULT_LANGUAGE } from '@konak/domain/seo/site-pages';
import type { SiteSettings } from '@konak/domain/site/site-settings';
import type { MetaDescriptor } from 'react-router';
import { pageLanguageOf, splitLanguagePrefix } from '../i18n/language-path';
import { readTranslations } from '../i18n/translations.server';
import { createTranslator, FOR_METADATA } from '../i18n/translator';
import { defaultSocialImage, type SocialImage } from './social-image';
import { breadcrumbList, type JsonLd, organization, type SeoContext } from './structured-data';

/** Open Graph locales (Facebook's list) of the page languages. */
const OG_LOCALES: Record<Language, string> = { tr: 'tr_TR', en: 'en_US', ar: 'ar_AR', ru: 'ru_RU' };

export type Breadcrumb = { name: string; path: string };

export type PageSeoInput = {
  /** The request URL. The server builds it on PUBLIC_URL's origin (apps/server/src/web/pages.ts), never on Host. */
  url: URL;
  /** The operator's settings for the Organization block; null only without the Fastify server. */
  site: SiteSettings | null;
  title: string;
  description: string;
  /** The page's path in each language; by default the same path under each language prefix. */
  paths?: PagePaths;
  /** Open Graph and Twitter picture; the site's social card when the page has none. */
  image?: SocialImage | null;
  /** From the home page down to this page, as paths in the page language; none on the home page itself. */
  breadcrumbs?: readonly Breadcrumb[];
  /** JSON-LD blocks of the page, after the Organization (and the BreadcrumbList) every page carries. */
  structuredData?: readonly JsonLd[];
};

/** What a page's builder needs besides its own data: the origin, the language and the `seo` texts. */
export function pageSeoContext(url: URL, paths?: PagePaths): SeoContext {
  const language = pageLanguageOf(url.pathname);
  const origin = url.origin;
  const absolute = (path: string) => new URL(path, origin).href;
  const pagePaths = paths ?? samePathInEveryLanguage(splitLanguagePrefix(url.pathname).path);
  const t = createTranslator(language, readTranslations(language, ['seo']), FOR_METADATA);
  // de and fr pages show the English texts, so their canonical page is the English one (decision 010).
  return { origin, language, canonical: absolute(pagePaths[language]), absolute, t };
}

/**
 * Every search-engine and sharing tag of a public page (decision 045): title, description, canonical URL,
 * reciprocal hreflang alternates with x-default, Open Graph and Twitter card, and the page's JSON-LD blocks.
 * Loaders call it on the server and return the result as `seo`; the route's `meta` returns it (seoMeta), so none
 * of this code reaches the browser.
 */
export function pageSeo(input: PageSeoInput): MetaDescriptor[] {
  const paths = input.paths ?? samePathInEveryLanguage(splitLanguagePrefix(input.url.pathname).path);
  const context = pageSeoContext(input.url, paths);
  const { absolute, canonical, language, t } = context;
  const image = input.image ?? defaultSocialImage(t('seo', 'socialImageAlt'));
  const imageUrl = absolute(image.url);

  const alternates: MetaDescriptor[] = SUPPORTED_LANGUAGES.map((alternate) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: alternate,
    href: absolute(paths[alternate]),
  }));
  alternates.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: absolute(paths[X_DEFAULT_LANGUAGE]),
  });

  const structuredData: JsonLd[] = [organization(context, input.site)];
  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    structuredData.push(breadcrumbList(input.breadcrumbs, context));
  }
  structuredData.push(...(input.structuredData ?? []));

  return [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates,
    { property: 'og:site_name', content: t('seo', 'siteName') },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALES[language] },
    ...SUPPORTED_LANGUAGES.filter((other) => other !== language).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[other],
    })),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    // React Router escapes <, >, & and U+2028/9 inside these blocks, so no text from the data can close the tag.
    ...structuredData.map((block) => ({ 'script:ld+json': block })),
  ];
}
