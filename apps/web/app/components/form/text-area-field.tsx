import type { TextareaHTMLAttributes } from 'react';
import { INPUT_CLASSES } from './field-classes';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

type TextAreaFieldProps = LabelledFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled text area whose hint and rule message are announced with it. */
export function TextAreaField({ id, label, hint, hintBelow, message, ...areaProps }: TextAreaFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} hintBelow={hintBelow} message={message}>
      {(wiring) => <textarea {...wiring} className={`${INPUT_CLASSES} py-2`} {...areaProps} />}
    </LabelledField>
  );
}
