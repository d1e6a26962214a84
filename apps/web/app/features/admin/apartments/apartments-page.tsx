import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { ListingList } from '../shell/listing-list';
import { listApartments } from './api/list-apartments';

/** /admin/apartments (admin): every apartment with its number, title, published state and missing languages. */
export function ApartmentsPage() {
  const { t } = useTranslation('admin-apartments');
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof listApartments>>>>(
    (options) => listApartments(options),
    [],
  );
  const { state, retry } = useApiLoad(call);
  const rows =
    state.status === 'loaded'
      ? state.data.items.map((apartment) => ({
          ...apartment,
          number: apartment.apartmentNumber,
          details: !apartment.permitNumber && (
            <span className="w-full text-sm text-amber-900 sm:w-auto">{t('list.permitMissing')}</span>
          ),
        }))
      : [];
  return (
    <ListingList
      namespace="admin-apartments"
      listPath="/apartments"
      state={state}
      retry={retry}
      rows={rows}
    />
  );
}
