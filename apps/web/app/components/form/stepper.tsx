import { useRef } from 'react';
import { focusElement } from '../../lib/focus';
import { Icon } from '../icons';
import { describedByOf, hintIdOf } from './field-ids';
import { FieldHint } from './field-message';

type StepperProps = {
  id: string;
  /** The form field's name, when a plain form submits the count (the search bar before hydration). */
  name?: string;
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** The id of a message about this count (e.g. too many guests). */
  describedBy?: string;
  invalid?: boolean;
  /** Marks the buttons for the island that replays a click made before its code arrived. */
  replayClicks?: boolean;
  className?: string;
};

const STEP_BUTTON = 'icon-button border border-stone-300 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A count with − and + buttons around a real number input, which typing and screen readers can use too; before
 * hydration (or without JavaScript) the input alone still works.
 */
export function Stepper({
  id,
  name,
  label,
  hint,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  describedBy,
  invalid,
  replayClicks,
  className = '',
}: StepperProps) {
  const replay = replayClicks ? { 'data-replay-click': true } : {};
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);
  /** A button that reaches its limit disables itself: focus goes to its sibling instead of to the page. */
  const step = (next: number, limitReached: boolean, sibling: HTMLButtonElement | null) => {
    onChange(next);
    if (limitReached) focusElement(sibling);
  };
  return (
    <div className={`flex items-center justify-between gap-4 ${className}`.trim()}>
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          {label}
        </label>
        <FieldHint id={id} hint={hint} />
      </div>
      <div className="flex items-center gap-1">
        <button
          ref={decrease}
          type="button"
          className={STEP_BUTTON}
          aria-label={decreaseLabel}
          {...replay}
          disabled={value <= min}
          onClick={(event) => {
            const next = Math.max(min, value - 1);
            step(next, next <= min && event.currentTarget === document.activeElement, increase.current);
          }}
        >
          <Icon className="size-4">
            <path d="M5 12h14" />
          </Icon>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          aria-describedby={describedByOf(hint && hintIdOf(id), describedBy)}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => {
            const next = event.currentTarget.valueAsNumber;
            if (Number.isInteger(next)) onChange(Math.min(max, Math.max(min, next)));
          }}
          className="h-11 w-12 rounded-lg border border-stone-300 text-center font-semibold text-stone-900 [appearance:textfield] aria-invalid:border-red-700 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          ref={increase}
          type="button"
          className={STEP_BUTTON}
          aria-label={increaseLabel}
          {...replay}
          disabled={value >= max}
          onClick={(event) => {
            const next = Math.min(max, value + 1);
            step(next, next >= max && event.currentTarget === document.activeElement, decrease.current);
          }}
        >
          <Icon className="size-4">
            <path d="M12 5v14M5 12h14" />
          </Icon>
        </button>
      </div>
    </div>
  );
}
