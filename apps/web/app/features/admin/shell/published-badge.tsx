import { useTranslation } from '../../../i18n/i18n-context';
import type { ListingEditorNamespace } from './listing-editor-namespace';

/** Whether guests can find the apartment or tour: green when published, grey when not. */
export function PublishedBadge({
  namespace,
  published,
}: {
  namespace: ListingEditorNamespace;
  published: boolean;
}) {
  const { t } = useTranslation(namespace);
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
