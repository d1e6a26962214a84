import type { ChannelConflict } from '@konak/domain/api/admin/dashboard';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatStayDate } from '../../../lib/format';
import { adminPath } from '../shell/admin-path';
import { useReservationPath } from './dashboard-rows';

/**
 * Nights another channel sold that a direct booking also holds (issue 18 §4), both sides side by side: nothing was
 * deleted, the operator moves or cancels one. Shown only while there is one.
 */
export function ChannelConflicts({ conflicts }: { conflicts: ChannelConflict[] }) {
  const { t } = useTranslation('admin-dashboard');
  const { language, urlLanguage } = useLanguage();
  const reservationPath = useReservationPath();
  if (conflicts.length === 0) return null;
  const range = (from: string, to: string) =>
    t('row.stay', { from: formatStayDate(from, language), to: formatStayDate(to, language) });
  return (
    <section
      aria-labelledby="dashboard-conflicts"
      className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-red-50 p-3"
      data-testid="channel-conflicts"
    >
      <h2 id="dashboard-conflicts" className="font-semibold text-red-900">
        {t('conflicts.title', { count: conflicts.length })}
      </h2>
      <p className="text-sm text-red-900">{t('conflicts.intro')}</p>
      <ul className="flex flex-col gap-2">
        {conflicts.map((conflict) => (
          <li
            key={`${conflict.reservationId}-${conflict.blockCheckIn}-${conflict.channel}`}
            className="grid gap-2 rounded-xl bg-white p-3 text-sm sm:grid-cols-2"
          >
            <div className="flex flex-col">
              <span className="font-semibold text-stone-900">{t('conflicts.direct')}</span>
              <Link to={reservationPath(conflict.reservationId)} className="underline hover:text-brand-800">
                {conflict.reservationNumber} · {conflict.guestName}
              </Link>
              <span className="text-stone-800">
                {t('conflicts.apartment', {
                  number: conflict.apartmentNumber,
                  title: conflict.apartmentTitle,
                })}{' '}
                · {range(conflict.checkIn, conflict.checkOut)}
              </span>
            </div>
            <div className="flex flex-col">
              <span className="font-semibold text-stone-900">
                {t('conflicts.imported', { channel: t(`conflicts.channels.${conflict.channel}`) })}
              </span>
              <span className="text-stone-800">
                {range(conflict.blockCheckIn, conflict.blockCheckOut)}
                {conflict.blockSummary ? ` · ${conflict.blockSummary}` : ''}
              </span>
              <Link
                to={adminPath(urlLanguage, `/apartments/${conflict.apartmentId}`)}
                className="underline hover:text-brand-800"
              >
                {t('conflicts.openApartment')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
