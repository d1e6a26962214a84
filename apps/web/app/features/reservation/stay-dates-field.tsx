import { addDays as addIsoDays, nightsBetween } from '@konak/domain/stay-dates';
import { Suspense, useCallback } from 'react';
import {
  type CalendarDayHint,
  DateRangeCalendar,
  type StayRange,
} from '../../components/date-range-calendar';
import { DescriptionItem } from '../../components/description-item';
import { FieldMessage } from '../../components/form/field-message';
import { useTranslation } from '../../i18n/i18n-context';
import { formatDay } from '../../lib/format';
import { CalendarLoadFailed } from './calendar-load-failed';
import type { Availability } from './use-availability';

type StayDatesFieldProps = {
  availability: Availability;
  onRetry: () => void;
  checkIn: string | null;
  checkOut: string | null;
  onChange: (dates: { checkIn: string | null; checkOut: string | null }) => void;
  message: string | null;
};

const ID = 'reservation-dates';

/**
 * The apartment's stay in the shared date-range calendar, fed by the pricing calendar: booked, closed and past
 * nights cannot be slept, a check-in day's minimum stay sets the earliest check-out (the days say it aloud and
 * are underlined), and stays end after 30 nights at most.
 */
export function StayDatesField({
  availability,
  onRetry,
  checkIn,
  checkOut,
  onChange,
  message,
}: StayDatesFieldProps) {
  const { t, language } = useTranslation('reservation');
  const days = availability.status === 'loaded' ? availability.days : null;

  const hintFor = useCallback(
    (date: string): CalendarDayHint | undefined => {
      const day = days?.get(date);
      return day ? { unavailable: !day.available, minStayNights: day.minStayNights } : undefined;
    },
    [days],
  );
  const minStayLabel = useCallback((count: number) => t('dates.minStay', { count }), [t]);

  const range: StayRange = { checkIn: checkIn ?? undefined, checkOut: checkOut ?? undefined };
  const choosingCheckOut = checkIn !== null && checkOut === null;
  const minStay = checkIn ? (days?.get(checkIn)?.minStayNights ?? 1) : 1;

  return (
    <div>
      <dl className="grid grid-cols-2 gap-3" aria-live="polite">
        {[
          { label: t('dates.checkIn'), testId: 'chosen-check-in', day: checkIn },
          { label: t('dates.checkOut'), testId: 'chosen-check-out', day: checkOut },
        ].map(({ label, testId, day }) => (
          <DescriptionItem
            key={testId}
            label={label}
            testId={testId}
            className="rounded-xl border border-stone-200 px-3 py-2"
            termClassName="text-sm text-stone-600"
            valueClassName="font-semibold text-stone-900"
          >
            {day ? formatDay(day, language) : t('dates.notChosen')}
          </DescriptionItem>
        ))}
      </dl>
      <p className="mt-2 min-h-6 text-stone-700" aria-live="polite">
        {checkIn && checkOut
          ? t('dates.nights', { count: nightsBetween(checkIn, checkOut) })
          : choosingCheckOut
            ? [minStay > 1 ? t('dates.minStayNotice', { count: minStay }) : '', t('dates.chooseCheckOut')]
                .filter(Boolean)
                .join(' ')
            : t('dates.chooseCheckIn')}
      </p>
      {(checkIn || checkOut) && (
        <button
          type="button"
          onClick={() => onChange({ checkIn: null, checkOut: null })}
          className="min-h-11 rounded-lg px-2 font-medium text-brand-800 underline hover:bg-brand-50"
        >
          {t('dates.clear')}
        </button>
      )}
      <FieldMessage id={ID} message={message} />
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded bg-stone-200" />
          {t('dates.legendUnavailable')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded border-b-4 border-brand-400 bg-white" />
          {t('dates.legendMinStay')}
        </li>
      </ul>
      <div className="mt-3 min-h-[22rem] overflow-x-auto" data-testid="reservation-calendar">
        {availability.status === 'loading' && <p className="text-stone-600">{t('dates.loading')}</p>}
        {availability.status === 'failed' && (
          <CalendarLoadFailed message={t('dates.loadFailed')} onRetry={onRetry} />
        )}
        {availability.status === 'loaded' && (
          <Suspense fallback={<p className="text-stone-600">{t('dates.loading')}</p>}>
            <DateRangeCalendar
              value={range}
              onChange={(next) =>
                onChange({ checkIn: next.checkIn ?? null, checkOut: next.checkOut ?? null })
              }
              language={language}
              label={t('dates.calendarLabel')}
              hintFor={hintFor}
              minStayLabel={minStayLabel}
              today={availability.firstDate}
              // The last listed night can still be slept: its check-out is the day after.
              lastDate={addIsoDays(availability.lastDate, 1)}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
