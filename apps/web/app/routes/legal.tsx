import { data } from 'react-router';
import { LegalNotFound } from '../features/legal/legal-not-found';
import { LegalPage } from '../features/legal/legal-page';
import { pageLanguageOf } from '../i18n/language-path';
import { loadTranslations } from '../i18n/translations.server';
import { catalogueOf, siteOf } from '../request-context';
import { legalPageSeo } from '../seo/content-page-seo.server';
import { pageHead } from '../seo/page-head.server';
import { seoMetaOrNotFound } from '../seo/seo-meta';
import type { Route } from './+types/legal';

// The document comes cleaned from the server's legal service, on the first load and on client navigations alike
// (the router fetches this loader's data from the server): the browser never parses or cleans HTML itself.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  const i18n = loadTranslations(language, ['legal']);
  const document = await catalogueOf(context).legalDocument(params.type, language);
  if (!document) return data({ i18n, document: null }, { status: 404 });
  return { i18n, document, seo: pageHead(context, legalPageSeo(url, siteOf(context), document)) };
}

// Title, description, canonical, hreflang, social cards and structured data, built by the loader (decision 045).
export function meta(args: Route.MetaArgs) {
  return seoMetaOrNotFound(args, 'legal', 'meta.notFoundTitle');
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return loaderData.document ? <LegalPage document={loaderData.document} /> : <LegalNotFound />;
}
