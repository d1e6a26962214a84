import type { ReactNode } from 'react';
import { LABEL_CLASSES } from './field-classes';
import { describedByOf, hintIdOf, messageIdOf } from './field-ids';
import { FieldHint, FieldMessage } from './field-message';

export type LabelledFieldProps = {
  id: string;
  label: string;
  /** What the field expects: above the control, or under it with `hintBelow`. */
  hint?: ReactNode;
  /** Shows the hint under the control, where the message takes its place (a rule the message restates). */
  hintBelow?: boolean;
  message?: string | null;
};

/** The accessibility wiring a control gets from its field. */
export type ControlWiring = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A label, an optional hint and the rule message around one control, which gets the id, aria-invalid and
 * aria-describedby that tie them together.
 */
export function LabelledField({
  id,
  label,
  hint,
  hintBelow = false,
  message,
  children,
}: LabelledFieldProps & { children: (wiring: ControlWiring) => ReactNode }) {
  const hintShown = hint && !(hintBelow && message) ? hint : null;
  const wiring: ControlWiring = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedByOf(hintShown ? hintIdOf(id) : null, message && messageIdOf(id)),
  };
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      {!hintBelow && <FieldHint id={id} hint={hintShown} />}
      {children(wiring)}
      <FieldMessage id={id} message={message} />
      {hintBelow && <FieldHint id={id} hint={hintShown} className="mt-1" />}
    </div>
  );
}
