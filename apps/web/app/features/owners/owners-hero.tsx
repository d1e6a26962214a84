import type { SiteImage } from '@konak/domain/api/site-images/site-image';
import { HeroBand, HeroWords } from '../../components/hero-band';
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
    <HeroBand
      titleId="owners-title"
      image={image}
      shade="from-stone-950/75 via-stone-950/55 to-stone-950/80"
      padding="pt-12 pb-12 md:pt-24 md:pb-20"
    >
      <HeroWords
        titleId="owners-title"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
      />
      <a href={`#${INQUIRY_SECTION_ID}`} className="button-primary mt-8" data-testid="owners-cta">
        {t('hero.cta')}
      </a>
    </HeroBand>
  );
}
