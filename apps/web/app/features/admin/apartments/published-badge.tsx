import { useTranslation } from '../../../i18n/i18n-context';

/** Whether guests can find the apartment: green when published, grey when not. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('admin-apartments');
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${
        published ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'
      }`}
    >
      {published ? t('state.published') : t('state.unpublished')}
    </span>
  );
}
