import { useEffect, useState } from 'react';
import { addIsoDays, isIsoDate, istanbulToday } from '../../components/date-range-calendar/iso-dates';
import { useTranslation } from '../../i18n/i18n-context';
import { TextField } from './form-controls';
import { CALENDAR_DAYS_AHEAD } from './use-availability';

/**
 * A tour is booked for one day (decision 033): the browser's own date picker, from today in Istanbul to a
 * year ahead. The places left that day are counted by the server when the booking is stored.
 */
export function TourDateField({
  date,
  onChange,
  message,
}: {
  date: string | null;
  onChange: (date: string | null) => void;
  message: string | null;
}) {
  const { t } = useTranslation('reservation');
  // Set after hydration: the server's render and the browser's first one must agree, and "today" is the browser's.
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(istanbulToday()), []);
  return (
    <TextField
      id="reservation-tour-date"
      type="date"
      label={t('dates.tourDate')}
      value={date ?? ''}
      min={today}
      max={today ? addIsoDays(today, CALENDAR_DAYS_AHEAD) : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(isIsoDate(value) ? value : null);
      }}
      message={message}
      required
    />
  );
}
