import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { Icon } from '../icons';
import { INPUT_CLASSES } from './field-classes';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

type PasswordFieldProps = LabelledFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
    /** The toggle's name ("Show password"); it stays the same, its pressed state says whether it is shown. */
    showLabel: string;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A labelled password input with a show/hide toggle (a pressed/unpressed button, so screen readers announce the
 * state). The toggle sits at the inline end, so it mirrors in Arabic.
 */
export function PasswordField({
  id,
  label,
  hint,
  hintBelow,
  message,
  showLabel,
  ref,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField id={id} label={label} hint={hint} hintBelow={hintBelow} message={message}>
      {(wiring) => (
        <div className="relative">
          <input
            ref={ref}
            {...wiring}
            type={visible ? 'text' : 'password'}
            spellCheck={false}
            autoCapitalize="none"
            className={`${INPUT_CLASSES} pe-12`}
            {...inputProps}
          />
          <button
            type="button"
            className="absolute end-0 bottom-0 inline-flex h-11 w-11 items-center justify-center rounded-e-xl text-stone-600 hover:text-stone-900"
            aria-pressed={visible}
            aria-controls={id}
            aria-label={showLabel}
            onClick={() => setVisible((shown) => !shown)}
            data-testid={`${id}-toggle`}
          >
            <Icon className={visible ? 'size-5 text-brand-700' : 'size-5'}>
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
            </Icon>
          </button>
        </div>
      )}
    </LabelledField>
  );
}
