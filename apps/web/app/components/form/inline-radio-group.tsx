/**
 * A few short choices side by side, as radios in a fieldset whose legend names the question; each label is a
 * 44 px touch target. For choices that need a description, see `ChoiceOption`.
 */
export function InlineRadioGroup<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={option.value}
            className="size-5"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
