import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatEuro, formatLongDate } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AcceptedLegalVersions } from '../legal/accepted-legal-versions';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { useOperator } from '../shell/use-operator';
import { getGuest } from './api/get-guest';
import { GuestActions } from './guest-actions';

const CARD = 'rounded-xl border border-stone-200 bg-white p-4';

/** /admin/guests/:id: a member's profile, membership, reservations and the account's actions. */
export function GuestPage({ id }: { id: string }) {
  const { t } = useTranslation('admin-guests');
  const { t: tAdmin } = useTranslation('admin');
  const { language, urlLanguage } = useLanguage();
  const operator = useOperator();
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof getGuest>>>>(
    (options) => getGuest(id, options),
    [id],
  );
  const { state, retry, update } = useApiLoad(call);

  return (
    <>
      <Link to={adminPath(urlLanguage, '/guests')} className="text-brand-800 underline">
        {t('back')}
      </Link>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && (
        <>
          <h1 className="mt-2 text-2xl font-bold break-words text-stone-900">{state.data.guest.name}</h1>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <section className={CARD} aria-labelledby="guest-profile">
              <h2 id="guest-profile" className="font-semibold text-stone-900">
                {t('profile')}
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
                <dt className="text-stone-600">{t('email')}</dt>
                <dd className="break-all">{state.data.guest.email}</dd>
                <dt className="text-stone-600">{t('phone')}</dt>
                <dd>{state.data.guest.phone ?? t('noPhone')}</dd>
                <dt className="text-stone-600">{t('role')}</dt>
                <dd>{tAdmin(`shell.roles.${state.data.guest.role}`)}</dd>
                <dt className="text-stone-600">{t('language')}</dt>
                <dd>{state.data.guest.preferredLanguage.toUpperCase()}</dd>
              </dl>
              <p className="mt-2 text-sm text-stone-600">
                {state.data.guest.emailVerified ? t('verified') : t('notVerified')} ·{' '}
                {t('memberSince', { date: formatLongDate(state.data.guest.createdAt, language) })}
              </p>
              {state.data.guest.disabledAt && (
                <p className="mt-2 font-medium text-red-800">
                  {t('disabledSince', { date: formatLongDate(state.data.guest.disabledAt, language) })}
                </p>
              )}
            </section>
            <section className={CARD} aria-labelledby="guest-membership">
              <h2 id="guest-membership" className="font-semibold text-stone-900">
                {t('membership')}
              </h2>
              <p className="mt-2 text-lg">{t(`tiers.${state.data.membership.tier}`)}</p>
              <p className="text-stone-700">
                {t('totalSpent')}: {formatEuro(state.data.membership.totalSpent, language)}
              </p>
            </section>
            <section className={`${CARD} lg:col-span-2`} aria-labelledby="guest-actions">
              <h2 id="guest-actions" className="mb-2 font-semibold text-stone-900">
                {t('actions')}
              </h2>
              <GuestActions
                detail={state.data}
                operator={operator}
                onChanged={(next) => update(() => next)}
              />
            </section>
          </div>
          <section className="mt-6" aria-labelledby="guest-reservations">
            <h2 id="guest-reservations" className="text-lg font-semibold text-stone-900">
              {t('reservations')}
            </h2>
            {state.data.reservations.length === 0 ? (
              <p className="py-4 text-stone-700">{t('noReservations')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
                {state.data.reservations.map((reservation) => (
                  <li key={reservation.id} className="flex flex-wrap gap-x-4 gap-y-1 p-4">
                    <Link
                      to={adminPath(urlLanguage, `/reservations/${reservation.id}`)}
                      className="font-semibold text-brand-800 underline"
                    >
                      {reservation.reservationNumber}
                    </Link>
                    <span className="min-w-0 flex-1 truncate">{reservation.listingTitle}</span>
                    <span className="text-stone-700">
                      {reservation.checkIn} → {reservation.checkOut}
                    </span>
                    <span>{formatEuro(reservation.totalPrice, language)}</span>
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm">
                      {t(`reservationStatuses.${reservation.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="mt-6">
            <AcceptedLegalVersions holder={{ kind: 'guests', id }} />
          </div>
        </>
      )}
    </>
  );
}
