import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { adminPath } from '../shell/admin-path';
import { ListingList } from '../shell/listing-list';
import { listTourCatalogue } from './api/list-tour-catalogue';

/** /admin/tours (admin): every tour with its number, title, published state, missing languages, price and places. */
export function TourCataloguePage() {
  const { t } = useTranslation('admin-tour-catalogue');
  const { urlLanguage, language } = useLanguage();
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof listTourCatalogue>>>>(
    (options) => listTourCatalogue(options),
    [],
  );
  const { state, retry } = useApiLoad(call);
  const euro = new Intl.NumberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const rows =
    state.status === 'loaded'
      ? state.data.items.map((tour) => ({
          ...tour,
          number: tour.tourNumber,
          details: (
            <span className="w-full text-sm text-stone-700 sm:w-auto">
              {t('list.facts', { price: euro.format(tour.price), places: tour.maxPeople })}
            </span>
          ),
        }))
      : [];
  return (
    <ListingList
      namespace="admin-tour-catalogue"
      listPath="/tours"
      state={state}
      retry={retry}
      rows={rows}
      actions={
        <Link
          to={adminPath(urlLanguage, '/tours/departures')}
          className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 px-4 font-semibold text-brand-800 hover:bg-stone-50"
        >
          {t('departures')}
        </Link>
      }
    />
  );
}
