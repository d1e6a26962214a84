import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminListResults } from '../shell/admin-list-results';
import { useAddressFilters } from '../shell/use-address-filters';
import { listAuditEvents } from './api/list-audit-events';
import { AuditEntry } from './audit-entry';
import { AuditFilters } from './audit-filters';

const FILTERS = ['subjectType', 'action', 'from', 'to'] as const;

/** /admin/audit: every back-office change, newest first, filtered by the address's query. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const { query, values, show } = useAddressFilters(FILTERS);

  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof listAuditEvents>>>>(
    (options) => {
      const params = new URLSearchParams(query);
      return listAuditEvents(
        {
          ...Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined])),
          page: Number(params.get('page') ?? '1') || 1,
        },
        options,
      );
    },
    [query],
  );
  const { state, retry } = useApiLoad(call);

  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('audit.title')}</h1>
      <p className="mt-1 mb-4 text-stone-700">{t('audit.intro')}</p>
      <AuditFilters values={values} onApply={(next) => show(next)} />
      <AdminListResults
        state={state}
        retry={retry}
        empty={t('audit.empty')}
        onPage={(page) => show(values, page)}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((event) => (
              <AuditEntry key={event.id} event={event} />
            ))}
          </ul>
        )}
      </AdminListResults>
    </>
  );
}
