import type { SiteImage } from '@konak/domain/api/site-images/site-image';
import { ResponsivePicture } from '../../components/responsive-picture';
import { useTranslation } from '../../i18n/i18n-context';
import { INQUIRY_SECTION_ID } from './owner-inquiry-section';

/** Spec §3 "Site image": the owners page shows the apartments' hero picture, else the site-wide one. */
export function ownersHeroImage(images: readonly SiteImage[]): SiteImage | null {
  return (
    images.find((image) => image.category === 'hero-apartments') ??
    images.find((image) => image.category === 'hero') ??
    null
  );
}

/** The page's top: the picture (its LCP image, in the HTML with high priority), the promise and a way to the form. */
export function OwnersHero({ image }: { image: SiteImage | null }) {
  const { t } = useTranslation('owners');
  return (
    <section aria-labelledby="owners-title" className="relative isolate bg-stone-900">
      <div className="absolute inset-0 -z-10 overflow-hidden">
        {/* Decorative here: the heading says what the page offers. */}
        {image && (
          <ResponsivePicture
            image={image}
            sizes="100vw"
            priority
            alt=""
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-stone-950/75 via-stone-950/55 to-stone-950/80" />
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-12 md:pt-24 md:pb-20">
        <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{t('hero.eyebrow')}</p>
        <h1
          id="owners-title"
          className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-balance text-white md:text-5xl"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-stone-100">
          {t('hero.subtitle')}
        </p>
        <a href={`#${INQUIRY_SECTION_ID}`} className="button-primary mt-8" data-testid="owners-cta">
          {t('hero.cta')}
        </a>
      </div>
    </section>
  );
}
