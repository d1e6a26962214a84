import { useTranslation } from '../../i18n/i18n-context';
import skylineUrl from './istanbul-skyline.svg?no-inline';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="bg-brand-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:gap-12 md:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('hero.eyebrow')}</p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl leading-tight font-bold text-balance text-stone-900 md:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-stone-700">{t('hero.subtitle')}</p>
        </div>
        {/* Decorative: the heading says what the page offers. Width and height reserve its space. */}
        <img
          src={skylineUrl}
          alt=""
          width={640}
          height={420}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl shadow-lg shadow-brand-900/10"
        />
      </div>
    </section>
  );
}
