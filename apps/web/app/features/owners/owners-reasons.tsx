import type { ReactNode } from 'react';
import { IconCards } from '../../components/icon-cards';
import { PageSection } from '../../components/page-section';
import { useTranslation } from '../../i18n/i18n-context';
import type { TranslationKey } from '../../i18n/namespaces';

const REASONS: { key: 'guests' | 'languages' | 'direct' | 'support'; icon: ReactNode }[] = [
  {
    key: 'guests',
    icon: (
      <path d="M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 20v-1a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
    ),
  },
  {
    key: 'languages',
    icon: <path d="M4 5h8M8 3v2M6 5c0 4 3 7 6 8M10 5c0 4-3 7-6 8M13 21l4-9 4 9M14.5 18h5" />,
  },
  { key: 'direct', icon: <path d="M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10" /> },
  {
    key: 'support',
    icon: <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z" />,
  },
];

/** Why list with Konak: the four promises, each a heading and a sentence. */
export function OwnersReasons() {
  const { t } = useTranslation('owners');
  return (
    <PageSection id="owners-why" title={t('why.title')}>
      <IconCards
        cards={REASONS.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`why.${key}.title` as TranslationKey<'owners'>),
          text: t(`why.${key}.text` as TranslationKey<'owners'>),
        }))}
      />
    </PageSection>
  );
}
