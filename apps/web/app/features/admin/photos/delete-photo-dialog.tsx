import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';

const SECONDARY =
  'min-h-11 rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50';

/** Asks before deleting a photo: it leaves the site at once and its files are gone for good. */
export function DeletePhotoDialog({
  previewUrl,
  onConfirm,
  onClose,
}: {
  previewUrl: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-photos');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.hasServerMessage ? caught.message : t('failed'));
      setBusy(false);
    }
  }

  return (
    <ModalFrame onClose={onClose}>
      <ModalTitle>{t('deleteTitle')}</ModalTitle>
      <ModalDescription>{t('deleteDescription')}</ModalDescription>
      <img src={previewUrl} alt="" className="mt-3 aspect-[3/2] w-full rounded-lg object-cover" />
      <fieldset disabled={busy} className="mt-4 grid gap-3">
        <FormAlert>{failure}</FormAlert>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={SECONDARY}>
            {t('cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            className="min-h-11 rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
          >
            {t('confirmDelete')}
          </button>
        </div>
      </fieldset>
    </ModalFrame>
  );
}
