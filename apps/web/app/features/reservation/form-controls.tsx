import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

export const INPUT_CLASSES =
  'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 aria-invalid:border-red-700';
export const SECTION_TITLE_CLASSES = 'text-lg font-semibold text-stone-900';

/** The id of a field's message, for aria-describedby. */
export const messageIdOf = (id: string) => `${id}-message`;

/** A rule a field breaks, tied to it by id; red text with the field's border also turning red. */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={messageIdOf(id)} className="mt-1 text-sm text-red-700" data-testid={`${id}-message`}>
      {message}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  message?: string | null;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose rule message is announced with it. */
export function TextField({ id, label, message, ref, ...inputProps }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageIdOf(id) : undefined}
        className={INPUT_CLASSES}
        {...inputProps}
      />
      <FieldMessage id={id} message={message} />
    </div>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  hint?: string;
  message?: string | null;
};

export function TextAreaField({ id, label, hint, message, ...areaProps }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const describedBy = [hintId, message ? messageIdOf(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && (
        <p id={hintId ?? undefined} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        className={`${INPUT_CLASSES} py-2`}
        {...areaProps}
      />
      <FieldMessage id={id} message={message} />
    </div>
  );
}

/** A titled part of the form: a section named by its heading, so screen readers can jump between them. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid={id}
    >
      <h2 id={`${id}-title`} className={SECTION_TITLE_CLASSES}>
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

const OPTION_CLASSES =
  'flex cursor-pointer gap-3 rounded-xl border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/**
 * A radio choice drawn as a card: a click anywhere on it chooses it, its title is the radio's name and the
 * rest of the card its description, so a screen reader hears "Refundable, radio button" and then the details.
 */
export function ChoiceOption({
  id,
  name,
  checked,
  onChoose,
  title,
  aside,
  children,
  disabled,
  testId,
}: {
  id: string;
  name: string;
  checked: boolean;
  onChoose: () => void;
  title: string;
  /** Shown at the end of the title line (e.g. the option's price). */
  aside?: ReactNode;
  /** The description. */
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label className={OPTION_CLASSES} htmlFor={id}>
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="mt-1 size-5 shrink-0 accent-brand-700"
        data-testid={testId}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap justify-between gap-x-3 font-semibold text-stone-900">
          <span id={`${id}-title`}>{title}</span>
          {aside}
        </span>
        <span id={`${id}-description`} className="block text-sm text-stone-700">
          {children}
        </span>
      </span>
    </label>
  );
}
