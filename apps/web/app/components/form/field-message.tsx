import type { ReactNode } from 'react';
import { hintIdOf, messageIdOf } from './field-ids';

/** A rule a field breaks, tied to it by id so screen readers announce it with the field; red, as its border. */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={messageIdOf(id)} className="mt-1 text-sm text-red-700" data-testid={messageIdOf(id)}>
      {message}
    </p>
  );
}

/** What a field expects, read with it. */
export function FieldHint({ id, hint, className = '' }: { id: string; hint: ReactNode; className?: string }) {
  if (!hint) return null;
  return (
    <p id={hintIdOf(id)} className={`text-sm text-stone-600 ${className}`.trim()}>
      {hint}
    </p>
  );
}
