import { Icon } from '../../components/icons';

type CountStepperProps = {
  id: string;
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
};

const STEP_BUTTON = 'icon-button border border-stone-300 disabled:cursor-not-allowed disabled:opacity-40';

/** A count with − and + buttons around a real number input, which typing and screen readers can use too. */
export function CountStepper({
  id,
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
}: CountStepperProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedByIds = [hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-stone-600">
            {hint}
          </p>
        )}
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Icon className="size-4">
            <path d="M5 12h14" />
          </Icon>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          aria-describedby={describedByIds}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => {
            const next = event.currentTarget.valueAsNumber;
            if (Number.isInteger(next)) onChange(Math.min(max, Math.max(min, next)));
          }}
          className="h-11 w-12 rounded-lg border border-stone-300 text-center font-semibold text-stone-900 [appearance:textfield] aria-invalid:border-red-700 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Icon className="size-4">
            <path d="M12 5v14M5 12h14" />
          </Icon>
        </button>
      </div>
    </div>
  );
}
