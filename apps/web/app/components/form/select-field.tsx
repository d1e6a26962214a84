import type { SelectHTMLAttributes } from 'react';
import { INPUT_CLASSES } from './field-classes';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

type SelectFieldProps = LabelledFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A labelled native select (the phone's own picker on touch screens) with its hint and rule message. */
export function SelectField({
  id,
  label,
  hint,
  hintBelow,
  message,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} hintBelow={hintBelow} message={message}>
      {(wiring) => (
        <select {...wiring} className={INPUT_CLASSES} {...selectProps}>
          {children}
        </select>
      )}
    </LabelledField>
  );
}
