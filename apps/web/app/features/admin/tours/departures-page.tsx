import { type FormEvent, useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatDay } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminListResults } from '../shell/admin-list-results';
import { adminPath } from '../shell/admin-path';
import { FilterForm, FilterSelect } from '../shell/filter-form';
import { useAddressFilters } from '../shell/use-address-filters';
import { listTourDepartures } from './api/list-tour-departures';
import { LoadBar } from './load-bar';

const FILTERS = ['tourId', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
type Answer = Awaited<ReturnType<typeof listTourDepartures>>;

/** /admin/tours/departures: every tour day of a range with people booked against places; filters in the address. */
export function DeparturesPage() {
  const { t } = useTranslation('admin-tours');
  const { language, urlLanguage } = useLanguage();
  const id = useId();
  const { query, values, show } = useAddressFilters(FILTERS);
  // The tours of the last answer, for the filter: the list call names them in the operator's language.
  const [tours, setTours] = useState<Answer['tours']>([]);
  // The days the list covers: the server's default range (from today, two weeks) when the address names none.
  const [range, setRange] = useState({ from: '', to: '' });

  const call = useCallback<ApiLoadCall<Answer>>(
    async (options) => {
      const params = new URLSearchParams(query);
      const answer = await listTourDepartures(
        {
          tourId: params.get('tourId') || undefined,
          from: params.get('from') || undefined,
          to: params.get('to') || undefined,
          page: Number(params.get('page') ?? '1') || 1,
        },
        options,
      );
      setTours(answer.tours);
      setRange({ from: answer.from, to: answer.to });
      return answer;
    },
    [query],
  );
  const { state, retry } = useApiLoad(call);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: keyof Filters) => String(form.get(name) ?? '').trim();
    show({ tourId: read('tourId'), from: read('from'), to: read('to') });
  }
  const names = new Map(tours.map((tour) => [tour.id, tour.name]));

  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="mt-1 mb-4 text-stone-700">{t('intro')}</p>
      <search>
        <FilterForm
          key={`${query} ${tours.length} ${range.from} ${range.to}`}
          columns={4}
          onSubmit={submit}
          onClear={() => show({ tourId: '', from: '', to: '' })}
        >
          <FilterSelect
            id={`${id}-tour`}
            name="tourId"
            label={t('tour')}
            defaultValue={values.tourId}
            values={tours.map((tour) => tour.id)}
            labelOf={(tourId) => names.get(tourId) ?? tourId}
          />
          <TextField
            id={`${id}-from`}
            name="from"
            type="date"
            label={t('from')}
            defaultValue={values.from || range.from}
          />
          <TextField
            id={`${id}-to`}
            name="to"
            type="date"
            label={t('to')}
            defaultValue={values.to || range.to}
          />
        </FilterForm>
      </search>
      <AdminListResults state={state} retry={retry} empty={t('empty')} onPage={(page) => show(values, page)}>
        {(items) => (
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map((day) => {
              const date = formatDay(day.date, language);
              return (
                <li
                  key={`${day.tourId} ${day.date}`}
                  className="grid gap-2 p-4 sm:grid-cols-[1fr_16rem] sm:items-center"
                >
                  <div className="min-w-0">
                    <Link
                      to={adminPath(urlLanguage, `/tours/departures/${day.tourId}/${day.date}`)}
                      className="font-semibold text-brand-800 underline"
                      aria-label={t('open', { tour: day.tourName, date })}
                    >
                      <span className="block truncate">{day.tourName}</span>
                    </Link>
                    <p className="text-sm text-stone-700">
                      {date} · {day.times.map((time) => time.startTime).join(', ')} ·{' '}
                      {t('bookings', { count: day.bookings })}
                    </p>
                    {day.closed && (
                      <span className="mt-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-sm font-medium text-red-800">
                        {t('closed')}
                      </span>
                    )}
                  </div>
                  <LoadBar booked={day.bookedPeople} places={day.places} />
                </li>
              );
            })}
          </ul>
        )}
      </AdminListResults>
    </>
  );
}
