import type { TourDepartureGuests } from '@konak/domain/api/admin/tour-departure-guests';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { setTourDateClosed } from './api/set-tour-date-closed';

const SECONDARY =
  'min-h-11 rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50';

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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const closing = !detail.closed;
  const names = { tour: detail.tourName, date: dateLabel };

  async function confirm() {
    // The fieldset stops a second click in browsers; this also stops one sent before it re-rendered.
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await setTourDateClosed(detail.tourId, detail.date, closing));
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.hasServerMessage ? caught.message : t('failed'));
      setBusy(false);
    }
  }

  return (
    <ModalFrame onClose={onClose}>
      <ModalTitle>{closing ? t('closeTitle', names) : t('reopenTitle', names)}</ModalTitle>
      <ModalDescription>{closing ? t('closeDescription') : t('reopenDescription')}</ModalDescription>
      <fieldset disabled={busy} className="mt-4 grid gap-3">
        <FormAlert>{failure}</FormAlert>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={SECONDARY}>
            {t('cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            className={
              closing
                ? 'min-h-11 rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800'
                : 'button-primary min-h-11'
            }
          >
            {closing ? t('confirmClose') : t('confirmReopen')}
          </button>
        </div>
      </fieldset>
    </ModalFrame>
  );
}
