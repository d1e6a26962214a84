import { ACCOUNT_ROLES } from '@konak/domain/api/admin/guest-fields';
import { type FormEvent, useCallback, useId } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatLongDate } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminListResults } from '../shell/admin-list-results';
import { adminPath } from '../shell/admin-path';
import { FilterForm, FilterSelect } from '../shell/filter-form';
import { useAddressFilters } from '../shell/use-address-filters';
import { listGuests } from './api/list-guests';

const FILTERS = ['search', 'role', 'status'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** /admin/guests: accounts newest first, searched and filtered through the address's query. */
export function GuestsPage() {
  const { t } = useTranslation('admin-guests');
  const { t: tAdmin } = useTranslation('admin');
  const { language, urlLanguage } = useLanguage();
  const id = useId();
  const { query, values, show } = useAddressFilters(FILTERS);

  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof listGuests>>>>(
    (options) => {
      const params = new URLSearchParams(query);
      return listGuests(
        {
          search: params.get('search') ?? undefined,
          role: (params.get('role') || undefined) as never,
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
    const form = new FormData(event.currentTarget);
    const read = (name: keyof Filters) => String(form.get(name) ?? '').trim();
    show({ search: read('search'), role: read('role'), status: read('status') });
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="mt-1 mb-4 text-stone-700">{t('intro')}</p>
      <search>
        <FilterForm
          key={query}
          columns={4}
          onSubmit={submit}
          onClear={() => show({ search: '', role: '', status: '' })}
        >
          <TextField
            id={`${id}-search`}
            name="search"
            type="search"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            defaultValue={values.search}
            maxLength={100}
            autoComplete="off"
          />
          <FilterSelect
            id={`${id}-role`}
            name="role"
            label={t('role')}
            defaultValue={values.role}
            values={ACCOUNT_ROLES}
            labelOf={(role) => tAdmin(`shell.roles.${role}`)}
          />
          <FilterSelect
            id={`${id}-status`}
            name="status"
            label={t('status')}
            defaultValue={values.status}
            values={['active', 'disabled'] as const}
            labelOf={(status) => t(`statuses.${status}`)}
          />
        </FilterForm>
      </search>
      <AdminListResults state={state} retry={retry} empty={t('empty')} onPage={(page) => show(values, page)}>
        {(items) => (
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map((guest) => (
              <li key={guest.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                <Link
                  to={adminPath(urlLanguage, `/guests/${guest.id}`)}
                  className="min-w-0 flex-1 font-semibold text-brand-800 underline"
                  aria-label={t('open', { name: guest.name })}
                >
                  <span className="block truncate">{guest.name}</span>
                </Link>
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm">
                  {tAdmin(`shell.roles.${guest.role}`)}
                </span>
                {guest.disabled && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm text-red-800">
                    {t('statuses.disabled')}
                  </span>
                )}
                <span className="w-full truncate text-sm text-stone-700 sm:w-auto">
                  {guest.email}
                  {guest.phone ? ` · ${guest.phone}` : ''}
                </span>
                <span className="w-full text-sm text-stone-600 sm:w-auto">
                  {t('memberSince', { date: formatLongDate(guest.createdAt, language) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </AdminListResults>
    </>
  );
}
