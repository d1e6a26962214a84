import { useModal } from '../../components/modal/modal-provider';
import type { QuickViewProps } from '../../components/modal/quick-view-props';
import { useTranslation } from '../../i18n/i18n-context';

/**
 * "Quick view" on a card. It renders only while the quick-view modal is registered (decision 011), so a card
 * never offers a button that does nothing. Its description is the card's title (`titleId`), which tells the
 * cards' buttons apart for screen readers.
 */
export function QuickViewButton({ titleId, ...props }: QuickViewProps & { titleId: string }) {
  const { t } = useTranslation('search');
  const modal = useModal();
  if (!modal.isAvailable('quick-view')) return null;
  return (
    <button
      type="button"
      onClick={() => modal.open('quick-view', props)}
      aria-describedby={titleId}
      data-replay-click
      className="relative z-10 inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:border-stone-500 hover:bg-stone-50"
    >
      {t('card.quickView')}
    </button>
  );
}
