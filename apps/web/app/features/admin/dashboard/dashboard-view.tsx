import type {
  DashboardDay,
  DashboardResponse,
  DashboardRevenueMonth,
} from '@konak/domain/api/admin/dashboard';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import {
  formatEuro,
  formatIstanbulInstant,
  formatNumber,
  formatPercent,
  formatStayDate,
} from '../../../lib/format';
import { adminPath } from '../shell/admin-path';
import { ApproveFromDashboard } from './approve-from-dashboard';
import { ChannelConflicts } from './channel-conflicts';
import { ListCard, ReceiptClock, ReservationRow } from './dashboard-rows';
import { TourDepartures } from './tour-departures';

function DaySection({ day, which }: { day: DashboardDay; which: 'today' | 'tomorrow' }) {
  const { t } = useTranslation('admin-dashboard');
  const { language } = useLanguage();
  const headingId = `dashboard-${which}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={`dashboard-${which}`}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t(`day.${which}`, { date: formatStayDate(day.date, language) })}
      </h2>
      <div className="grid gap-3 lg:grid-cols-3">
        <ListCard title={t('lists.arrivals')} count={day.arrivals.length} testId={`${which}-arrivals`}>
          {day.arrivals.map((row) => (
            <ReservationRow key={row.id} reservation={row} check="in" />
          ))}
        </ListCard>
        <ListCard title={t('lists.inHouse')} count={day.inHouse.length} testId={`${which}-in-house`}>
          {day.inHouse.map((row) => (
            <ReservationRow key={row.id} reservation={row} check="in" />
          ))}
        </ListCard>
        <ListCard title={t('lists.departures')} count={day.departures.length} testId={`${which}-departures`}>
          {day.departures.map((row) => (
            <ReservationRow key={row.id} reservation={row} check="out" />
          ))}
        </ListCard>
      </div>
    </section>
  );
}

function RevenueMonth({ label, month }: { label: string; month: DashboardRevenueMonth }) {
  const { t } = useTranslation('admin-dashboard');
  const { language } = useLanguage();
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-stone-50 p-3">
      <span className="text-sm text-stone-700">
        {label} · {formatStayDate(`${month.month}-01`, language, { month: 'long', year: 'numeric' })}
      </span>
      <span className="text-xl font-semibold text-stone-900">{formatEuro(month.bookedAmount, language)}</span>
      <span className="text-sm text-stone-700">
        {t('revenue.booked')} · {t('revenue.reservations', { count: month.reservations })}
      </span>
      <span className="text-sm text-stone-800">
        {t('revenue.collected')}: {formatEuro(month.collectedAmount, language)}
      </span>
    </div>
  );
}

/** The dashboard's content: what an operator needs to run today and tomorrow, every row linking to its page. */
export function DashboardView({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('admin-dashboard');
  const { language, urlLanguage } = useLanguage();
  const [today, tomorrow] = data.days;
  const { thisMonth, lastMonth } = data.revenue;
  const change = lastMonth.bookedAmount === 0 ? null : thisMonth.bookedAmount / lastMonth.bookedAmount - 1;
  // A list cut to its oldest rows links to all of them among the reservations, filtered the same way.
  const shownOf = (shown: number, total: number, filters: string) =>
    total > shown ? (
      <Link
        to={adminPath(urlLanguage, `/reservations?${filters}`)}
        className="underline hover:text-brand-800"
      >
        {t('lists.shownOf', { shown, total })}
      </Link>
    ) : null;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-stone-600">
        {t('generatedAt', { time: formatIstanbulInstant(data.generatedAt, language) })}
      </p>
      <ChannelConflicts conflicts={data.channelConflicts} />
      <div className="grid gap-3 md:grid-cols-2">
        <ListCard
          title={t('lists.awaitingApproval')}
          count={data.awaitingApprovalTotal}
          note={shownOf(
            data.awaitingApproval.length,
            data.awaitingApprovalTotal,
            'status=pending&paymentMethod=pay_at_door',
          )}
          testId="awaiting-approval"
          level={2}
        >
          {data.awaitingApproval.map((row) => (
            <ReservationRow
              key={row.id}
              reservation={row}
              action={<ApproveFromDashboard reservation={row} />}
            />
          ))}
        </ListCard>
        <ListCard
          title={t('lists.awaitingReceipt')}
          count={data.awaitingReceiptTotal}
          note={shownOf(
            data.awaitingReceipt.length,
            data.awaitingReceiptTotal,
            'status=pending&paymentMethod=bank_transfer&paymentStatus=pending',
          )}
          testId="awaiting-receipt"
          level={2}
        >
          {data.awaitingReceipt.map((row) => (
            <ReservationRow key={row.id} reservation={row} extra={<ReceiptClock reservation={row} />} />
          ))}
        </ListCard>
      </div>
      {today ? <DaySection day={today} which="today" /> : null}
      {tomorrow ? <DaySection day={tomorrow} which="tomorrow" /> : null}
      <TourDepartures departures={data.tourDepartures} />
      <div className="grid gap-3 md:grid-cols-2">
        <section
          aria-labelledby="dashboard-occupancy"
          className="rounded-2xl border border-stone-200 bg-white p-3"
          data-testid="occupancy"
        >
          <h2 id="dashboard-occupancy" className="font-semibold text-stone-900">
            {t('occupancy.title')}
          </h2>
          <p className="text-3xl font-semibold text-stone-900">
            {formatPercent(data.occupancy.rate, language)}
          </p>
          <p className="text-sm text-stone-700">
            {t('occupancy.detail', {
              booked: formatNumber(data.occupancy.bookedNights, language),
              available: formatNumber(data.occupancy.availableNights, language),
              apartments: data.occupancy.apartments,
            })}
          </p>
        </section>
        <section
          aria-labelledby="dashboard-revenue"
          className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3"
          data-testid="revenue"
        >
          <h2 id="dashboard-revenue" className="font-semibold text-stone-900">
            {t('revenue.title')}
          </h2>
          <div className="grid gap-2 sm:grid-cols-2">
            <RevenueMonth label={t('revenue.thisMonth')} month={thisMonth} />
            <RevenueMonth label={t('revenue.lastMonth')} month={lastMonth} />
          </div>
          {change !== null ? (
            <p className="text-sm text-stone-800">
              {t('revenue.change', {
                change: `${change >= 0 ? '+' : ''}${formatPercent(change, language)}`,
              })}
            </p>
          ) : null}
          <p className="text-xs text-stone-600">{t('revenue.note')}</p>
        </section>
      </div>
    </div>
  );
}
