import type { DepartureGuest } from '@konak/domain/api/admin/tour-departure-guests';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatEuro } from '../../../lib/format';
import { adminPath } from '../shell/admin-path';

const CELL = 'border-b border-stone-200 px-3 py-2 text-start align-top';

/** A tel: link that dials the number as stored; spaces and dashes are for reading only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The bookings of a tour day: a table from 640 px wide and on paper, cards on phones (a six-column table would
 * scroll sideways there).
 */
export function GuestList({ guests }: { guests: DepartureGuest[] }) {
  const { t } = useTranslation('admin-tours');
  const { language, urlLanguage } = useLanguage();
  const party = (guest: DepartureGuest) =>
    t('partyValue', { adults: guest.adults, children: guest.children });
  const payment = (guest: DepartureGuest) =>
    `${t(`paymentStatus.${guest.paymentStatus}`)}${guest.remaining > 0 ? ` · ${t('toCollect')}: ${formatEuro(guest.remaining, language)}` : ''}`;
  const reservationLink = (guest: DepartureGuest) => (
    <Link
      to={adminPath(urlLanguage, `/reservations/${guest.reservationId}`)}
      className="text-brand-800 underline"
      aria-label={t('openReservation', { number: guest.reservationNumber })}
    >
      {guest.reservationNumber}
    </Link>
  );

  return (
    <>
      <table className="hidden w-full border-collapse rounded-xl bg-white text-sm sm:table print:table">
        <thead>
          <tr className="bg-stone-100">
            <th scope="col" className={CELL}>
              {t('startTime')}
            </th>
            <th scope="col" className={CELL}>
              {t('name')}
            </th>
            <th scope="col" className={CELL}>
              {t('party')}
            </th>
            <th scope="col" className={CELL}>
              {t('phone')}
            </th>
            <th scope="col" className={CELL}>
              {t('payment')}
            </th>
            <th scope="col" className={CELL}>
              {t('reservation')}
            </th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => (
            <tr key={guest.reservationId}>
              <td className={CELL}>{guest.startTime}</td>
              <th scope="row" className={`${CELL} font-semibold`}>
                {guest.name}
              </th>
              <td className={CELL}>{party(guest)}</td>
              <td className={CELL}>
                <a href={telHref(guest.phone)} className="text-brand-800 underline" dir="ltr">
                  {guest.phone}
                </a>
              </td>
              <td className={CELL}>{payment(guest)}</td>
              <td className={CELL}>
                {reservationLink(guest)}{' '}
                <span className="text-stone-600">· {t(`status.${guest.status}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white sm:hidden print:hidden">
        {guests.map((guest) => (
          <li key={guest.reservationId} className="grid gap-1 p-4">
            <p className="font-semibold text-stone-900">
              {guest.startTime} · {guest.name}
            </p>
            <p className="text-stone-800">{party(guest)}</p>
            <a href={telHref(guest.phone)} className="min-h-11 py-2 text-brand-800 underline" dir="ltr">
              {guest.phone}
            </a>
            <p className="text-stone-800">{payment(guest)}</p>
            <p>
              {reservationLink(guest)} <span className="text-stone-600">· {t(`status.${guest.status}`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
