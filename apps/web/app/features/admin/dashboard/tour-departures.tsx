import type { DashboardTourDeparture } from '@konak/domain/api/admin/dashboard';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatStayDate } from '../../../lib/format';
import { useReservationPath } from './dashboard-rows';

/**
 * Today's and tomorrow's tour departures, a list per day: one line per departure (time, tour, people against
 * places), its bookings beneath it when it has any — dozens of departures stay readable on a phone.
 */
export function TourDepartures({ departures }: { departures: DashboardTourDeparture[] }) {
  const { t } = useTranslation('admin-dashboard');
  const { language } = useLanguage();
  const days = [...new Set(departures.map((departure) => departure.date))];
  return (
    <section aria-labelledby="dashboard-tours" className="flex flex-col gap-3" data-testid="tour-departures">
      <h2 id="dashboard-tours" className="text-lg font-semibold text-stone-900">
        {t('lists.tours')}
      </h2>
      {days.length === 0 ? <p className="text-sm text-stone-600">{t('lists.empty')}</p> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {days.map((date) => (
          <div key={date} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <h3 className="px-3 py-2 font-semibold text-stone-900">{formatStayDate(date, language)}</h3>
            <ul className="border-t border-stone-200">
              {departures
                .filter((departure) => departure.date === date)
                .map((departure) => (
                  <DepartureLine key={`${departure.tourId} ${departure.startTime}`} departure={departure} />
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function DepartureLine({ departure }: { departure: DashboardTourDeparture }) {
  const { t } = useTranslation('admin-dashboard');
  const reservationPath = useReservationPath();
  const full = departure.bookedPeople >= departure.maxPeople;
  return (
    <li className="border-b border-stone-200 px-3 py-2 last:border-b-0" data-testid="tour-departure">
      <p className="flex items-baseline gap-2">
        <span className="shrink-0 font-medium text-stone-900 tabular-nums" dir="ltr">
          {departure.startTime}
        </span>
        <span className="min-w-0 flex-1 text-stone-800">{departure.tourName}</span>
        <span
          className={`shrink-0 text-sm ${full ? 'font-semibold text-red-800' : departure.bookedPeople > 0 ? 'font-medium text-stone-900' : 'text-stone-600'}`}
        >
          {t('tours.places', { booked: departure.bookedPeople, max: departure.maxPeople })}
          {full ? ` · ${t('tours.full')}` : ''}
        </span>
      </p>
      {departure.reservations.length > 0 ? (
        <ul className="mt-1 flex flex-col">
          {departure.reservations.map((row) => (
            <li key={row.id}>
              <Link
                to={reservationPath(row.id)}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 hover:bg-stone-50"
              >
                <span className="sr-only">{t('row.open', { number: row.reservationNumber })}: </span>
                <span className="text-stone-900">{row.guestName}</span>
                <span className="text-sm text-stone-700">
                  {t('row.people', { count: row.people })} · {t(`status.${row.status}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
