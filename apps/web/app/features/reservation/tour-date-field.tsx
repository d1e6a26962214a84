import { Suspense, useCallback } from 'react';
import { type CalendarDayHint, SingleDateCalendar } from '../../components/date-range-calendar';
import { FieldMessage } from '../../components/form/field-message';
import { useTranslation } from '../../i18n/i18n-context';
import { formatDay } from '../../lib/format';
import { CalendarLoadFailed } from './calendar-load-failed';
import { StartTimeChoice } from './start-time-choice';
import type { TourDepartures } from './use-tour-departures';

const ID = 'reservation-dates';

type TourDateFieldProps = {
  departures: TourDepartures;
  onMonthChange: (firstVisibleDay: string) => void;
  onRetry: () => void;
  date: string | null;
  startTime: string | null;
  onChange: (departure: { checkIn: string | null; startTime: string | null }) => void;
  message: string | null;
};

/**
 * A tour departure (decision 058): the day in the site's own calendar, where only the days the tour runs can be
 * chosen and each says how many places are left (or "Full"), then one of that day's start times.
 */
export function TourDateField({
  departures,
  onMonthChange,
  onRetry,
  date,
  startTime,
  onChange,
  message,
}: TourDateFieldProps) {
  const { t, language } = useTranslation('reservation');
  const { days } = departures;

  const hintFor = useCallback(
    (day: string): CalendarDayHint => {
      const times = days.get(day);
      if (!times) return { unavailable: true };
      // The largest party that can still join a departure that day.
      const most = Math.max(0, ...times.map((time) => time.placesLeft));
      return most === 0
        ? { unavailable: true, disabledLabel: t('departures.full') }
        : { priceLabel: t('departures.placesShort', { count: most }) };
    },
    [days, t],
  );

  const chooseDate = (next: string) => {
    const open = (days.get(next) ?? []).filter((time) => time.placesLeft > 0);
    const keep = open.some((time) => time.startTime === startTime);
    // One open departure that day: it is the only choice, so it is made for the guest.
    const only = open.length === 1 ? (open[0]?.startTime ?? null) : null;
    onChange({ checkIn: next, startTime: keep ? startTime : only });
  };
  const times = date ? days.get(date) : undefined;

  return (
    <div>
      <p className="min-h-6 font-semibold text-stone-900" aria-live="polite" data-testid="chosen-tour-date">
        {date && startTime
          ? t('departures.at', { date: formatDay(date, language), time: startTime })
          : date
            ? formatDay(date, language)
            : t('departures.chooseDate')}
      </p>
      <FieldMessage id={ID} message={message} />
      <div className="mt-3 min-h-[22rem] overflow-x-auto" data-testid="reservation-calendar">
        {departures.status === 'failed' && (
          <CalendarLoadFailed message={t('departures.loadFailed')} onRetry={onRetry} />
        )}
        {departures.status === 'loading' && <p className="text-stone-600">{t('dates.loading')}</p>}
        {departures.today && departures.loadedUntil && (
          <Suspense fallback={<p className="text-stone-600">{t('dates.loading')}</p>}>
            <SingleDateCalendar
              value={date}
              onChange={chooseDate}
              language={language}
              label={t('departures.calendarLabel')}
              hintFor={hintFor}
              today={departures.today}
              onMonthChange={onMonthChange}
            />
          </Suspense>
        )}
      </div>
      {date && (
        <StartTimeChoice
          times={times ?? []}
          value={startTime}
          onChange={(next) => onChange({ checkIn: date, startTime: next })}
        />
      )}
    </div>
  );
}
