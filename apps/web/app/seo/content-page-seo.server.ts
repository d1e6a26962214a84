import type { SiteImage } from '@konak/domain/api/site-images/site-image';
import { languagePath, legalPagePath, samePathInEveryLanguage } from '@konak/domain/seo/site-pages';
import type { SiteSettings } from '@konak/domain/site/site-settings';
import type { MetaDescriptor } from 'react-router';
import { pageLanguageOf } from '../i18n/language-path';
import { readTranslations } from '../i18n/translations.server';
import { createTranslator, FOR_METADATA } from '../i18n/translator';
import { pageSeo, pageSeoContext } from './page-seo.server';
import { socialImageOf } from './social-image';

function translatorFor(url: URL) {
  const language = pageLanguageOf(url.pathname);
  return createTranslator(
    language,
    readTranslations(language, ['common', 'owners', 'legal', 'seo']),
    FOR_METADATA,
  );
}

/** The owners page (decision 042's texts): home → owners. */
export function ownersPageSeo(
  url: URL,
  site: SiteSettings | null,
  heroImage: SiteImage | null,
): MetaDescriptor[] {
  const t = translatorFor(url);
  const paths = samePathInEveryLanguage('/owners');
  const { language, canonical } = pageSeoContext(url, paths);
  return pageSeo({
    url,
    site,
    paths,
    title: t('owners', 'meta.title'),
    description: t('owners', 'meta.description'),
    image: socialImageOf(heroImage),
    breadcrumbs: [
      { name: t('seo', 'breadcrumbs.home'), path: languagePath(language, '/') },
      { name: t('common', 'nav.owners'), path: canonical },
    ],
  });
}

/** A legal document's page (decision 040's texts): home → the document. The site's social card stands for it. */
export function legalPageSeo(
  url: URL,
  site: SiteSettings | null,
  document: { type: string; title: string },
): MetaDescriptor[] {
  const t = translatorFor(url);
  const paths = samePathInEveryLanguage(legalPagePath(document.type));
  const { language, canonical } = pageSeoContext(url, paths);
  const descriptionKey = `meta.descriptions.${document.type}` as Parameters<typeof t<'legal'>>[1];
  return pageSeo({
    url,
    site,
    paths,
    title: t('legal', 'meta.title', { title: document.title }),
    description: t('legal', descriptionKey),
    breadcrumbs: [
      { name: t('seo', 'breadcrumbs.home'), path: languagePath(language, '/') },
      { name: document.title, path: canonical },
    ],
  });
}
