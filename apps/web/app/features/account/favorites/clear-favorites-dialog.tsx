import { useState } from 'react';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { useTranslation } from '../../../i18n/i18n-context';

/**
 * "Remove all favourites?" Loaded with its dialog code only when the member asks (the page does not carry
 * Radix). The buttons are disabled while the call runs; the page closes the dialog when it is done.
 */
export default function ClearFavoritesDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const [clearing, setClearing] = useState(false);
  const confirm = async () => {
    setClearing(true);
    try {
      await onConfirm();
    } finally {
      setClearing(false);
    }
  };
  return (
    <ModalFrame onClose={() => !clearing && onCancel()}>
      <div data-testid="favorites-clear-dialog">
        <ModalTitle>{t('favorites.clearTitle')}</ModalTitle>
        <ModalDescription>{t('favorites.clearText')}</ModalDescription>
        <fieldset disabled={clearing} className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50"
          >
            {t('favorites.clearCancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            data-testid="favorites-clear-confirm"
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t(clearing ? 'favorites.clearing' : 'favorites.clearConfirm')}
          </button>
        </fieldset>
      </div>
    </ModalFrame>
  );
}
