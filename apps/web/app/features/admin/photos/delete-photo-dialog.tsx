import { useTranslation } from '../../../i18n/i18n-context';
import { ConfirmDialog } from '../shell/confirm-dialog';

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
  return (
    <ConfirmDialog
      title={t('deleteTitle')}
      description={t('deleteDescription')}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirmDelete')}
      danger
      failedText={t('failed')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <img src={previewUrl} alt="" className="mt-3 aspect-[3/2] w-full rounded-lg object-cover" />
    </ConfirmDialog>
  );
}
