import { Hero } from '../features/home/hero';
import { WhyKonak } from '../features/home/why-konak';
import { pageLanguageOf } from '../i18n/language-path';
import { translatorForMeta } from '../i18n/meta-translator';
import { loadTranslations } from '../i18n/translations.server';
import type { Route } from './+types/home';

// Serves both "/" and "/rentals" (route ids "home" and "rentals" in routes.ts).
export function loader({ url }: Route.LoaderArgs) {
  return { i18n: loadTranslations(pageLanguageOf(url.pathname), ['home']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorForMeta({ matches, location });
  return [
    { title: t('home', 'meta.title') },
    { name: 'description', content: t('home', 'meta.description') },
  ];
}

export default function Home() {
  return (
    <>
      <Hero />
      <WhyKonak />
    </>
  );
}
