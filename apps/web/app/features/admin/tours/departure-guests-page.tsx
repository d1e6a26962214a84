import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatDay, formatIstanbulInstant } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { getTourDeparture } from './api/get-tour-departure';
import { CloseDateDialog } from './close-date-dialog';
import { GuestList } from './guest-list';
import { LoadBar } from './load-bar';
import './guide-print.css';

const BUTTON =
  'min-h-11 rounded-xl border border-stone-300 bg-white px-4 font-medium hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * /admin/tours/departures/:tourId/:date: the guide's list of a tour day, printable on A4, and closing or reopening
 * the day for new bookings (decision 078).
 */
export function DepartureGuestsPage({ tourId, date }: { tourId: string; date: string }) {
  const { t } = useTranslation('admin-tours');
  const { language, urlLanguage } = useLanguage();
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof getTourDeparture>>>>(
    (options) => getTourDeparture(tourId, date, options),
    [tourId, date],
  );
  const { state, retry, update } = useApiLoad(call);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <Link
        to={adminPath(urlLanguage, '/tours/departures')}
        className="text-brand-800 underline print:hidden"
      >
        {t('back')}
      </Link>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && (
        <>
          <div data-guide-list className="mt-2">
            <h1 className="text-2xl font-bold break-words text-stone-900">
              {state.data.tourName} · {formatDay(state.data.date, language)}
            </h1>
            <p className="text-stone-700">
              {t('listTitle')}
              {state.data.meetingPoint ? ` · ${t('meetingPoint', { place: state.data.meetingPoint })}` : ''}
            </p>
            <div className="mt-3 grid gap-3 sm:grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] print:hidden">
              {state.data.times.map((time) => (
                <div key={time.startTime} className="rounded-xl border border-stone-200 bg-white p-3">
                  <p className="font-semibold text-stone-900">{time.startTime}</p>
                  <LoadBar booked={time.bookedPeople} places={time.places} />
                </div>
              ))}
            </div>
            <p className="mt-3 font-medium text-stone-900">
              {t('total', { booked: state.data.bookedPeople, places: state.data.places })}
            </p>
            {!state.data.runs && <p className="mt-1 text-stone-700 print:hidden">{t('notRunning')}</p>}
            <div className="mt-3">
              {state.data.guests.length === 0 ? (
                <p className="py-4 text-stone-700">{t('noGuests')}</p>
              ) : (
                <GuestList guests={state.data.guests} />
              )}
            </div>
          </div>
          <div className="mt-6 grid gap-3 print:hidden">
            {state.data.closed && state.data.closedAt && (
              <div
                className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
                data-testid="day-closed"
              >
                <p className="font-semibold">
                  {t('closedSince', {
                    date: formatIstanbulInstant(state.data.closedAt, language),
                    name: state.data.closedBy ?? '—',
                  })}
                </p>
                {state.data.guests.length > 0 && (
                  <p>{t('keptBookings', { count: state.data.guests.length })}</p>
                )}
              </div>
            )}
            {notice && (
              <p role="status" className="text-green-800">
                {notice}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <button type="button" className={BUTTON} onClick={() => window.print()}>
                {t('print')}
              </button>
              <button type="button" className={BUTTON} onClick={() => setDialogOpen(true)}>
                {state.data.closed ? t('reopenDate') : t('closeDate')}
              </button>
            </div>
          </div>
          {dialogOpen && (
            <CloseDateDialog
              detail={state.data}
              dateLabel={formatDay(state.data.date, language)}
              onClose={() => setDialogOpen(false)}
              onDone={(next) => {
                update(() => next);
                setDialogOpen(false);
                setNotice(next.closed ? t('closedDone') : t('reopenedDone'));
              }}
            />
          )}
        </>
      )}
    </>
  );
}
