import { useTranslation } from '../../i18n/i18n-context';

/** The hero's words; rendered with the search bar (features/search/home-body.tsx) over the hero picture. */
export function HeroText() {
  const { t } = useTranslation('home');
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{t('hero.eyebrow')}</p>
      <h1
        id="hero-title"
        className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-balance text-white md:text-5xl"
      >
        {t('hero.title')}
      </h1>
      <p className="mt-4 mb-8 max-w-2xl text-lg leading-relaxed text-pretty text-stone-100">
        {t('hero.subtitle')}
      </p>
    </>
  );
}
