import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ApiError } from '../../../lib/api-client';

export const INPUT_CLASSES =
  'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 aria-invalid:border-red-700';
export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl bg-orange-700 px-4 font-semibold text-white hover:bg-orange-800 disabled:opacity-60';
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60';
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60';
export const CARD_CLASSES = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

const messageIdOf = (id: string) => `${id}-message`;

/** A rule a field breaks, tied to it by id so screen readers announce it with the field. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={messageIdOf(id)} className="mt-1 text-sm text-red-700" data-testid={messageIdOf(id)}>
      {message}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  message?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its rule message (and an optional hint) announced with it. */
export function TextField({ id, label, message, hint, ref, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, message ? messageIdOf(id) : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={INPUT_CLASSES}
        {...inputProps}
      />
      <FieldMessage id={id} message={message} />
    </div>
  );
}

/** A form-level failure (spec §8): the server's message, or the form's default one. */
export function FormAlert({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800" data-testid={testId}>
      {message}
    </p>
  );
}

/**
 * Splits a failed call into messages for the form's own fields and one for the whole form: field errors the
 * form does not show (e.g. "body") and errors without fields become the form message.
 */
export function messagesOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
): { fields: FieldMessages<Field>; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const messages: FieldMessages<Field> = {};
  for (const { field, message } of error.errors) {
    if ((fields as readonly string[]).includes(field)) messages[field as Field] ??= message;
  }
  if (Object.keys(messages).length > 0) return { fields: messages, form: null };
  // Network failures carry the check-your-connection text; other answers their own message.
  return { fields: {}, form: error.isNetworkError || error.hasServerMessage ? error.message : fallback };
}
