import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
} from '@konak/domain/reservations/reservation-states';
import { type FormEvent, useId, useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { useApiLoad } from '../../../lib/use-api-load';
import { listBookableListings } from '../dashboard/api/list-bookable-listings';
import { FilterForm, FilterSelect } from '../shell/filter-form';

export const FILTER_NAMES = [
  'q',
  'status',
  'paymentStatus',
  'paymentMethod',
  'type',
  'apartmentId',
  'tourId',
  'from',
  'to',
  'createdFrom',
  'createdTo',
  'sort',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type FilterValues = Record<FilterName, string>;
export const NO_FILTERS: FilterValues = Object.fromEntries(
  FILTER_NAMES.map((name) => [name, '']),
) as FilterValues;

/** The list's search and filters; they live in the address, so a filtered view can be shared and reloaded. */
export function ReservationFilters({
  values,
  onApply,
}: {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation('admin-reservations');
  const id = useId();
  const applied = FILTER_NAMES.filter((name) => name !== 'q' && name !== 'sort' && values[name]).length;
  // On a phone the list comes first: the filters beyond the search fold away unless some are applied.
  const [unfolded, setUnfolded] = useState(applied > 0);
  const { state: listings } = useApiLoad(listBookableListings);
  const catalogue = listings.status === 'loaded' ? listings.data : { apartments: [], tours: [] };
  const titles = new Map(
    [...catalogue.apartments, ...catalogue.tours].map((listing) => [
      listing.id,
      `#${listing.number} ${listing.title}`,
    ]),
  );
  const listing = (name: 'apartmentId' | 'tourId', ids: string[]) => (
    <FilterSelect
      id={`${id}-${name}`}
      name={name}
      label={t(`filters.${name}`)}
      defaultValue={values[name]}
      // Until the catalogue has loaded, an applied choice stays selected under its id.
      values={values[name] && !titles.has(values[name]) ? [values[name], ...ids] : ids}
      labelOf={(value) => titles.get(value) ?? value}
    />
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(
      Object.fromEntries(
        FILTER_NAMES.map((name) => [name, String(form.get(name) ?? '').trim()]),
      ) as FilterValues,
    );
  }
  const choice = (name: FilterName, options: readonly string[], label: (value: string) => string) => (
    <FilterSelect
      id={`${id}-${name}`}
      name={name}
      label={t(`filters.${name}` as 'filters.status')}
      defaultValue={values[name]}
      values={options}
      labelOf={label}
    />
  );
  const day = (name: 'from' | 'to' | 'createdFrom' | 'createdTo') => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      type="date"
      label={t(`filters.${name}`)}
      defaultValue={values[name]}
    />
  );
  return (
    <FilterForm
      key={JSON.stringify(values)}
      columns={4}
      label={t('filters.label')}
      testId="reservation-filters"
      onSubmit={submit}
      onClear={() => onApply(NO_FILTERS)}
    >
      <div className="sm:col-span-2">
        <TextField
          id={`${id}-q`}
          name="q"
          type="search"
          label={t('list.search')}
          hint={t('list.searchHint')}
          defaultValue={values.q}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <button
        type="button"
        className="min-h-11 rounded-xl border border-stone-300 bg-white px-4 text-start font-medium hover:bg-stone-100 sm:hidden"
        aria-expanded={unfolded}
        aria-controls={`${id}-more`}
        onClick={() => setUnfolded(!unfolded)}
      >
        {applied > 0 ? t('filters.moreApplied', { number: applied }) : t('filters.more')}
      </button>
      <div id={`${id}-more`} className={`${unfolded ? 'grid' : 'hidden'} gap-3 sm:contents`}>
        {choice('status', RESERVATION_STATUSES, (value) => t(`status.${value as 'pending'}`))}
        {choice('paymentStatus', PAYMENT_STATUSES, (value) => t(`paymentStatus.${value as 'pending'}`))}
        {choice('paymentMethod', PAYMENT_METHODS, (value) => t(`paymentMethod.${value as 'card'}`))}
        {choice('type', RESERVATION_TYPES, (value) => t(`type.${value as 'tour'}`))}
        {/* Remounted once the catalogue arrives, so an applied choice shows under its title. */}
        <div key={listings.status} className="contents">
          {listing(
            'apartmentId',
            catalogue.apartments.map((apartment) => apartment.id),
          )}
          {listing(
            'tourId',
            catalogue.tours.map((tour) => tour.id),
          )}
        </div>
        {day('from')}
        {day('to')}
        {day('createdFrom')}
        {day('createdTo')}
        <SelectField
          id={`${id}-sort`}
          name="sort"
          label={t('filters.sort')}
          defaultValue={values.sort || 'newest'}
        >
          <option value="newest">{t('filters.sorts.newest')}</option>
          <option value="check_in">{t('filters.sorts.check_in')}</option>
        </SelectField>
      </div>
    </FilterForm>
  );
}
