import type { ReportListingView } from '@konak/domain/api/admin/reports';
import { type FormEvent, useId } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { FilterForm } from '../shell/filter-form';
import { type RangeProblem, type ReportFilters, rangeProblems } from './report-range';

/**
 * The report's range (two month pickers) and listing (all, one apartment or one tour). A range the server would
 * refuse is named on its field before anything is sent.
 */
export function ReportFiltersForm({
  values,
  listings,
  onApply,
  onClear,
}: {
  values: ReportFilters;
  listings: ReportListingView[];
  onApply: (next: ReportFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin-reports');
  const { t: tAdmin } = useTranslation('admin');
  const id = useId();
  const problems = rangeProblems(values.from, values.to);
  const message = (problem: RangeProblem | undefined) => (problem ? t(`problems.${problem}`) : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: keyof ReportFilters) => String(form.get(name) ?? '').trim();
    onApply({ from: read('from'), to: read('to'), listing: read('listing') });
  }

  const group = (type: ReportListingView['type']) => listings.filter((listing) => listing.type === type);
  return (
    <search>
      <FilterForm columns={4} label={t('filtersLabel')} onSubmit={submit} onClear={onClear}>
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            id={`${id}-${name}`}
            name={name}
            type="month"
            label={t(name)}
            defaultValue={values[name]}
            message={message(problems[name])}
            required
          />
        ))}
        <SelectField id={`${id}-listing`} name="listing" label={t('listing')} defaultValue={values.listing}>
          <option value="">{tAdmin('filters.any')}</option>
          {(['apartment', 'tour'] as const).map((type) =>
            group(type).length === 0 ? null : (
              <optgroup key={type} label={t(`listingTypes.${type}`)}>
                {group(type).map((listing) => (
                  <option key={listing.id} value={`${type}:${listing.id}`}>
                    {listing.name}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </SelectField>
      </FilterForm>
    </search>
  );
}
