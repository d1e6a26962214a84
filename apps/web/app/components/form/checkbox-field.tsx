import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedByOf, messageIdOf } from './field-ids';
import { FieldMessage } from './field-message';

type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className' | 'onChange'
> & {
  id: string;
  /** The box's label; a text that holds a button (which a label may not) gives `text` instead. */
  label?: ReactNode;
  /** Text beside the box that labels it itself (its own label elements, or an aria-label on the box). */
  text?: ReactNode;
  onCheckedChange: (checked: boolean) => void;
  message?: string | null;
  /** Ids of more text that describes the box (e.g. a link to what is accepted). */
  describedBy?: string;
  /** Under the label, aligned with its text: e.g. a link to what the box accepts. */
  below?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A 24 px checkbox with its label beside it and its rule message under the label. */
export function CheckboxField({
  id,
  label,
  text,
  onCheckedChange,
  message,
  describedBy,
  below,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedByOf(describedBy, message && messageIdOf(id))}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
          {...inputProps}
        />
        {/* A click on links inside does not tick the box: labels leave their interactive content alone. */}
        {label ? (
          <label htmlFor={id} className="text-stone-800">
            {label}
          </label>
        ) : (
          text
        )}
      </div>
      {below}
      <div className="ms-9">
        <FieldMessage id={id} message={message} />
      </div>
    </div>
  );
}
