import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from './profile-classes';

/**
 * The end of a profile form: its submit button, and a cancel button before it when the form can be left. On
 * phones they stack with the submit on top, where the thumb is.
 */
export function FormButtons({
  submitLabel,
  cancel,
  danger = false,
}: {
  submitLabel: string;
  cancel?: { label: string; onCancel: () => void };
  /** The submit cannot be undone (deleting the account): it is red. */
  danger?: boolean;
}) {
  const submit = (
    <button type="submit" className={danger ? DANGER_BUTTON : PRIMARY_BUTTON}>
      {submitLabel}
    </button>
  );
  if (!cancel) return <div className="flex justify-end">{submit}</div>;
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" className={SECONDARY_BUTTON} onClick={cancel.onCancel}>
        {cancel.label}
      </button>
      {submit}
    </div>
  );
}
