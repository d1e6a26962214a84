import type { TourDepartureGuests } from '@konak/domain/api/admin/tour-departure-guests';
import { useTranslation } from '../../../i18n/i18n-context';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { setTourDateClosed } from './api/set-tour-date-closed';

/**
 * Asks before closing (or reopening) a tour day: closing takes the day off the site at once. The buttons are
 * disabled while the request runs, and the server applies a repeat once anyway (decision 078).
 */
export function CloseDateDialog({
  detail,
  dateLabel,
  onDone,
  onClose,
}: {
  detail: TourDepartureGuests;
  dateLabel: string;
  onDone: (detail: TourDepartureGuests) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-tours');
  const closing = !detail.closed;
  const names = { tour: detail.tourName, date: dateLabel };
  return (
    <ConfirmDialog
      title={closing ? t('closeTitle', names) : t('reopenTitle', names)}
      description={closing ? t('closeDescription') : t('reopenDescription')}
      cancelLabel={t('cancel')}
      confirmLabel={closing ? t('confirmClose') : t('confirmReopen')}
      danger={closing}
      failedText={t('failed')}
      onConfirm={async () => onDone(await setTourDateClosed(detail.tourId, detail.date, closing))}
      onClose={onClose}
    />
  );
}
