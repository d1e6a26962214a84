import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { ApiError } from '../../../lib/api-client';

export const SECONDARY_BUTTON =
  'min-h-11 rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50';
const DANGER_BUTTON = 'min-h-11 rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800';

/**
 * Asks before a back-office action that changes the public site or cannot be undone. The buttons are disabled
 * while the action runs (a double click acts once); a refusal shows the server's translated message, or
 * `failedText` when there is none, and the dialog stays open.
 */
export function ConfirmDialog({
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  danger = false,
  failedText,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  /** Shown between the description and the buttons (a preview of what is affected). */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Red for what takes something away (delete, close); the brand colour otherwise. */
  danger?: boolean;
  failedText: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    // The fieldset stops a second click in browsers; this also stops one sent before it re-rendered.
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.hasServerMessage ? caught.message : failedText);
      setBusy(false);
    }
  }

  return (
    <ModalFrame onClose={onClose}>
      <ModalTitle>{title}</ModalTitle>
      <ModalDescription>{description}</ModalDescription>
      {children}
      <fieldset disabled={busy} className="mt-4 grid gap-3">
        <FormAlert>{failure}</FormAlert>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={confirm}
            className={danger ? DANGER_BUTTON : 'button-primary min-h-11'}
          >
            {confirmLabel}
          </button>
        </div>
      </fieldset>
    </ModalFrame>
  );
}
