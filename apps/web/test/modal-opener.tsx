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
