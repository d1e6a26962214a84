import type { FormEvent, ReactNode } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { SelectOptions } from '../../../components/form/select-options';
import { useTranslation } from '../../../i18n/i18n-context';

// Literal class names, so Tailwind finds them.
const GRID = {
  4: 'grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end',
  5: 'grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end',
} as const;

/**
 * The filters of a back-office list: its fields in a grid, then "filter" and "clear". Give it a `key` made of
 * the applied values, so that it is remounted when the address changes (back button, "clear") and its
 * uncontrolled fields show what is applied.
 */
export function FilterForm({
  columns,
  label,
  testId,
  onSubmit,
  onClear,
  children,
}: {
  /** How many fields stand in a row on wide screens. */
  columns: keyof typeof GRID;
  label?: string;
  testId?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <form onSubmit={onSubmit} aria-label={label} className={GRID[columns]} data-testid={testId}>
      {children}
      <div className="flex gap-2">
        <button type="submit" className="button-primary min-h-11 flex-1">
          {t('filters.apply')}
        </button>
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-xl border border-stone-300 bg-white px-4 font-medium hover:bg-stone-100"
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}

/** A filter chosen from a list, "all" first (an empty value: no filter). */
export function FilterSelect<Value extends string>({
  id,
  name,
  label,
  defaultValue,
  values,
  labelOf,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <SelectField id={id} name={name} label={label} defaultValue={defaultValue}>
      <option value="">{t('filters.any')}</option>
      <SelectOptions values={values} labelOf={labelOf} />
    </SelectField>
  );
}
