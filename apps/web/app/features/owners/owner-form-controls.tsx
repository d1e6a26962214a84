import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

export const INPUT_CLASSES =
  'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 aria-invalid:border-red-700';
const LABEL_CLASSES = 'block text-sm font-medium text-stone-800';

export const messageIdOf = (id: string) => `${id}-message`;

/** The rule a field breaks, tied to it by id so screen readers announce it with the field. */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={messageIdOf(id)} className="mt-1 text-sm text-red-700" data-testid={messageIdOf(id)}>
      {message}
    </p>
  );
}

/** The ids that describe a field: its hint and its message, when it has them. */
function describedBy(id: string, hint: ReactNode, message: string | null | undefined) {
  return (
    [hint ? `${id}-hint` : null, message ? messageIdOf(id) : null].filter(Boolean).join(' ') || undefined
  );
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
      {hint}
    </p>
  );
}

type FieldProps = { id: string; label: string; message?: string | null; hint?: ReactNode };

export function TextField({
  id,
  label,
  message,
  hint,
  ref,
  ...inputProps
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <input
        ref={ref}
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        className={INPUT_CLASSES}
        {...inputProps}
      />
      <FieldMessage id={id} message={message} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  message,
  hint,
  children,
  ...selectProps
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <select
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        className={INPUT_CLASSES}
        {...selectProps}
      >
        {children}
      </select>
      <FieldMessage id={id} message={message} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  message,
  hint,
  ...areaProps
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        className={`${INPUT_CLASSES} py-2`}
        {...areaProps}
      />
      <FieldMessage id={id} message={message} />
    </div>
  );
}
