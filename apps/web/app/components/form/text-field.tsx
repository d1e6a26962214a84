import type { InputHTMLAttributes, Ref } from 'react';
import { INPUT_CLASSES } from './field-classes';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

type TextFieldProps = LabelledFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input whose hint and rule message are announced with it. */
export function TextField({ id, label, hint, hintBelow, message, ref, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} hintBelow={hintBelow} message={message}>
      {(wiring) => <input ref={ref} {...wiring} className={INPUT_CLASSES} {...inputProps} />}
    </LabelledField>
  );
}
