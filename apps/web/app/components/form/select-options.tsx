/** The options of a select whose values are shown as they are (counts, ages, times) or through `labelOf`. */
export function SelectOptions<Value extends string | number>({
  values,
  labelOf = String,
}: {
  values: readonly Value[];
  labelOf?: (value: Value) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf(value)}
    </option>
  ));
}
