/**
 * A few short choices side by side, as radios in a fieldset whose legend names the question; each label is a
 * 44 px touch target. For choices that need a description, see `ChoiceOption`.
 */
export function InlineRadioGroup<Value extends string>({
  name,
  legend,
  values,
  labelOf,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      {values.map((choice) => (
        <label key={choice} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={choice}
            className="size-5"
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {labelOf(choice)}
        </label>
      ))}
    </fieldset>
  );
}
