import { ownersHeroImage } from '../features/owners/owners-hero';
import { OwnersPageIsland, preloadOwnersPageOnServer } from '../features/owners/owners-islands';
import { pageLanguageOf } from '../i18n/language-path';
import { loadTranslations } from '../i18n/translations.server';
import { catalogueOf, siteOf } from '../request-context';
import { ownersPageSeo } from '../seo/content-page-seo.server';
import { pageHead } from '../seo/page-head.server';
import { seoMeta } from '../seo/seo-meta';
import type { Route } from './+types/owners';

// The owners page (spec §2 "/owners"): public, server-rendered with its hero picture, in every language.
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = pageLanguageOf(url.pathname);
  const [images] = await Promise.all([
    catalogueOf(context).siteImages(language),
    preloadOwnersPageOnServer(),
  ]);
  const heroImage = ownersHeroImage(images);
  return {
    i18n: loadTranslations(language, ['owners']),
    heroImage,
    seo: pageHead(context, ownersPageSeo(url, siteOf(context), heroImage)),
  };
}

// Title, description, canonical, hreflang, social cards and structured data, built by the loader (decision 045).
export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData) ?? [];
}

export default function Owners({ loaderData }: Route.ComponentProps) {
  return <OwnersPageIsland heroImage={loaderData.heroImage} />;
}
