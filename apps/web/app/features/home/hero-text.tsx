import { HeroWords } from '../../components/hero-band';
import { useTranslation } from '../../i18n/i18n-context';

/** The hero's words; rendered with the search bar (features/search/home-body.tsx) over the hero picture. */
export function HeroText() {
  const { t } = useTranslation('home');
  return (
    <HeroWords
      titleId="hero-title"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      subtitleClassName="mb-8"
    />
  );
}
