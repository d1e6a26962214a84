import { OWNER_INQUIRY_STATUSES } from '@konak/domain/owners/inquiry-statuses';
import { type FormEvent, useCallback, useId } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatIstanbulInstant } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminListResults } from '../shell/admin-list-results';
import { adminPath } from '../shell/admin-path';
import { FilterForm, FilterSelect } from '../shell/filter-form';
import { useAddressFilters } from '../shell/use-address-filters';
import { listOwnerInquiries } from './api/list-owner-inquiries';
import { InquiryStatusBadge } from './inquiry-status-badge';

const FILTERS = ['status'] as const;

/** /admin/enquiries: the owners' enquiries newest first, with their status; the filter is kept in the address. */
export function EnquiriesPage() {
  const { t } = useTranslation('admin-enquiries');
  const { language, urlLanguage } = useLanguage();
  const id = useId();
  const { query, values, show } = useAddressFilters(FILTERS);

  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof listOwnerInquiries>>>>(
    (options) => {
      const params = new URLSearchParams(query);
      return listOwnerInquiries(
        {
          status: (params.get('status') || undefined) as never,
          page: Number(params.get('page') ?? '1') || 1,
        },
        options,
      );
    },
    [query],
  );
  const { state, retry } = useApiLoad(call);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show({ status: String(new FormData(event.currentTarget).get('status') ?? '') });
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="mt-1 text-stone-700">{t('intro')}</p>
      {state.status === 'loaded' && (
        <p className="mt-1 mb-4 font-medium text-stone-900" data-testid="new-enquiries">
          {t('newCount', { count: state.data.newCount })}
        </p>
      )}
      <search className="mt-4 block">
        <FilterForm key={query} columns={4} onSubmit={submit} onClear={() => show({ status: '' })}>
          <FilterSelect
            id={`${id}-status`}
            name="status"
            label={t('status')}
            defaultValue={values.status}
            values={OWNER_INQUIRY_STATUSES}
            labelOf={(status) => t(`statuses.${status}`)}
          />
        </FilterForm>
      </search>
      <AdminListResults state={state} retry={retry} empty={t('empty')} onPage={(page) => show(values, page)}>
        {(items) => (
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map((inquiry) => (
              <li key={inquiry.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                <Link
                  to={adminPath(urlLanguage, `/enquiries/${inquiry.id}`)}
                  className={`min-w-0 flex-1 text-brand-800 underline ${inquiry.status === 'new' ? 'font-bold' : 'font-medium'}`}
                  aria-label={t('open', { name: inquiry.name })}
                >
                  <span className="block truncate">{inquiry.name}</span>
                </Link>
                <InquiryStatusBadge status={inquiry.status} />
                <span className="w-full text-sm text-stone-700 sm:w-auto">
                  {inquiry.district} · {t(`propertyTypes.${inquiry.propertyType}`)}
                </span>
                <span className="w-full text-sm text-stone-600 sm:w-auto">
                  {t('received', { date: formatIstanbulInstant(inquiry.createdAt, language) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </AdminListResults>
    </>
  );
}
