import { screen, waitFor } from '@testing-library/react';
import { type ModalName, type ModalPropsByName, useModal } from '../app/components/modal/modal-provider';

/** The modals that open without props (terms, forgot password, …). */
type PlainModal = { [N in ModalName]: undefined extends ModalPropsByName[N] ? N : never }[ModalName];

/** A button that opens a registered modal by name, as the site's own triggers do (not part of the app). */
export function ModalOpener({ modal, label }: { modal: PlainModal; label: string }) {
  const { open } = useModal();
  return (
    <button type="button" onClick={() => (open as (name: PlainModal) => void)(modal)}>
      {label}
    </button>
  );
}

/**
 * The open modal once its lazily loaded content is in: until then the frame shows a busy placeholder that is a
 * dialog too, and on a slow machine a test would read the placeholder.
 */
export function findLoadedDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog');
    if (dialog.hasAttribute('data-modal-placeholder')) throw new Error('the modal is still loading');
    return dialog;
  });
}
