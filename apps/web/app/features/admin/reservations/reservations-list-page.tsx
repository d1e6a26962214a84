import type {
  AdminReservationListItem,
  AdminReservationListQuery,
} from '@konak/domain/api/admin/admin-reservation-list';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatEuro, formatIstanbulInstant, formatStayDate } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminListResults } from '../shell/admin-list-results';
import { adminPath } from '../shell/admin-path';
import { useAddressFilters } from '../shell/use-address-filters';
import { listReservations } from './api/list-reservations';
import { FILTER_NAMES, ReservationFilters } from './reservation-filters';
import { PaymentBadge, StatusBadge } from './status-badge';

type ListAnswer = Awaited<ReturnType<typeof listReservations>>;

/** The query of the list call, from the address (empty values left out by the call). */
function queryOf(params: URLSearchParams): AdminReservationListQuery {
  const query: Record<string, string | number> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  query.page = Number(params.get('page') ?? '1') || 1;
  return query as AdminReservationListQuery;
}

function Stay({ item }: { item: AdminReservationListItem }) {
  const { language } = useLanguage();
  const { t } = useTranslation('admin-reservations');
  return (
    <>
      <span className="block font-medium text-stone-900">{item.listing.title}</span>
      <span className="block text-stone-700">
        {formatStayDate(item.checkIn, language)}
        {item.type === 'apartment'
          ? ` – ${formatStayDate(item.checkOut, language)}`
          : ` · ${item.startTime ?? ''}`}
        {' · '}
        {t('list.guests', { count: item.guests })}
      </span>
      {item.checkedOutAt ? (
        <span className="block text-sm text-sky-800">{t('list.checkedOut')}</span>
      ) : item.checkedInAt ? (
        <span className="block text-sm text-emerald-800">{t('list.checkedIn')}</span>
      ) : null}
    </>
  );
}

function ReservationLink({ item, className }: { item: AdminReservationListItem; className?: string }) {
  const { urlLanguage } = useLanguage();
  const { t } = useTranslation('admin-reservations');
  return (
    <Link
      to={adminPath(urlLanguage, `/reservations/${item.id}`)}
      aria-label={t('list.open', { number: item.reservationNumber })}
      className={`font-mono font-semibold text-teal-800 underline ${className ?? ''}`}
    >
      {item.reservationNumber}
    </Link>
  );
}

/** Below 768 px: one card per reservation, nothing to scroll sideways. */
function ReservationCards({ items }: { items: AdminReservationListItem[] }) {
  const { language } = useLanguage();
  return (
    <ul className="space-y-3 md:hidden" data-testid="reservation-cards">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ReservationLink item={item} />
            <StatusBadge status={item.status} />
          </div>
          <p className="mt-2 font-medium text-stone-900">
            <bdi>{item.name}</bdi>
          </p>
          <p className="break-all text-sm text-stone-700">{item.phone}</p>
          <p className="mt-2 text-sm">
            <Stay item={item} />
          </p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <PaymentBadge status={item.paymentStatus} />
            <span className="font-semibold text-stone-900">{formatEuro(item.totalPrice, language)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ReservationTable({ items }: { items: AdminReservationListItem[] }) {
  const { language } = useLanguage();
  const { t } = useTranslation('admin-reservations');
  const head = 'px-3 py-2 text-start text-sm font-semibold text-stone-800';
  const cell = 'px-3 py-3 align-top text-sm';
  return (
    <table
      className="hidden w-full border-collapse rounded-xl bg-white md:table"
      data-testid="reservation-table"
    >
      <thead className="border-b border-stone-200">
        <tr>
          <th className={head}>{t('list.columns.number')}</th>
          <th className={head}>{t('list.columns.guest')}</th>
          <th className={head}>{t('list.columns.stay')}</th>
          <th className={head}>{t('list.columns.status')}</th>
          <th className={head}>{t('list.columns.payment')}</th>
          <th className={`${head} text-end`}>{t('list.columns.total')}</th>
          <th className={head}>{t('list.columns.created')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-b border-stone-100">
            <td className={cell}>
              <ReservationLink item={item} />
            </td>
            <td className={cell}>
              <span className="block font-medium text-stone-900">
                <bdi>{item.name}</bdi>
              </span>
              <span className="block break-all text-stone-700">{item.email}</span>
              <span className="block text-stone-700">{item.phone}</span>
            </td>
            <td className={cell}>
              <Stay item={item} />
            </td>
            <td className={cell}>
              <StatusBadge status={item.status} />
            </td>
            <td className={cell}>
              <PaymentBadge status={item.paymentStatus} />
              <span className="mt-1 block text-stone-700">{t(`paymentMethod.${item.paymentMethod}`)}</span>
            </td>
            <td className={`${cell} text-end`}>
              <span className="block font-semibold">{formatEuro(item.totalPrice, language)}</span>
              {item.remainingAmount > 0 && (
                <span className="block text-stone-700">
                  {t('detail.remaining')}: {formatEuro(item.remainingAmount, language)}
                </span>
              )}
            </td>
            <td className={`${cell} text-stone-700`}>{formatIstanbulInstant(item.createdAt, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/reservations: every reservation, filtered and searched by the address's query, paged. */
export function ReservationsListPage() {
  const { t } = useTranslation('admin-reservations');
  const { query, values, show } = useAddressFilters(FILTER_NAMES);

  const call = useCallback<ApiLoadCall<ListAnswer>>(
    (options) => listReservations(queryOf(new URLSearchParams(query)), options),
    [query],
  );
  const { state, retry } = useApiLoad(call);

  return (
    <div data-testid="admin-reservations-page">
      <h1 className="text-2xl font-bold text-stone-900">{t('list.title')}</h1>
      <p className="mt-1 mb-4 text-stone-700">{t('list.intro')}</p>
      <ReservationFilters values={values} onApply={(next) => show(next)} />
      <AdminListResults
        state={state}
        retry={retry}
        empty={t('list.empty')}
        onPage={(page) => show(values, page)}
      >
        {(items) => (
          <>
            <ReservationCards items={items} />
            <ReservationTable items={items} />
          </>
        )}
      </AdminListResults>
    </div>
  );
}
