import type { AdminReservationDetail } from '@konak/domain/api/admin/admin-reservation-detail';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { useTranslation } from '../../../i18n/i18n-context';
import type { ActionFailure } from './use-reservation-action';

/** What the reservation page gives each action dialog: the reservation, where its new detail goes, how to close. */
export type ActionDialogProps = {
  detail: AdminReservationDetail;
  onDone: (detail: AdminReservationDetail) => void;
  onClose: () => void;
};

const CLOSE_BUTTON =
  'min-h-11 rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50';

/**
 * What every reservation action dialog shows around its own fields: title and description, a form whose fields
 * are disabled while the action runs, the server's refusal, then the close button and the dialog's own buttons
 * (close last on phones, first on wide screens).
 */
export function ActionDialogFrame({
  title,
  description,
  testId,
  onSubmit,
  onClose,
  closeLabel,
  busy,
  failure,
  failureTestId,
  twoColumns = false,
  buttons,
  children,
}: {
  title: string;
  description: ReactNode;
  testId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  closeLabel: string;
  busy: boolean;
  failure: ActionFailure | null;
  failureTestId: string;
  /** Lays the fields out in two columns on wide screens; the refusal and the buttons span both. */
  twoColumns?: boolean;
  buttons: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-reservations');
  const refusal = failure && (
    <FormAlert testId={failureTestId}>
      <span>{t('actions.failed')}</span>
      {failure.message && <span>{failure.message}</span>}
    </FormAlert>
  );
  return (
    <ModalFrame onClose={onClose}>
      <ModalTitle>{title}</ModalTitle>
      <ModalDescription>{description}</ModalDescription>
      <form onSubmit={onSubmit} className="mt-4" data-testid={testId}>
        <fieldset disabled={busy} className={twoColumns ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
          {children}
          {twoColumns ? refusal && <div className="sm:col-span-2">{refusal}</div> : refusal}
          <div
            className={`mt-2 flex flex-col-reverse gap-3 ${twoColumns ? 'sm:col-span-2 ' : ''}sm:flex-row sm:justify-end`}
          >
            <button type="button" onClick={onClose} className={CLOSE_BUTTON}>
              {closeLabel}
            </button>
            {buttons}
          </div>
        </fieldset>
      </form>
    </ModalFrame>
  );
}
