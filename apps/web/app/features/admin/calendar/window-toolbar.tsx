import { isIsoDate } from '@konak/domain/stay-dates';
import { type FormEvent, useId } from 'react';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatStayDate } from '../../../lib/format';
import { WINDOW_DAYS } from './calendar-window';

const BUTTON =
  'min-h-11 rounded-lg border border-stone-300 bg-white px-3 font-semibold text-stone-800 hover:bg-stone-100';

/** The window's days and the ways to move it: the previous or next 60 days, today, or any date. */
export function WindowToolbar({
  from,
  to,
  onShow,
  onPrevious,
  onNext,
  onToday,
}: {
  from: string;
  to: string;
  onShow: (from: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}) {
  const { t } = useTranslation('admin-calendar');
  const { language } = useLanguage();
  const id = useId();
  const long: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

  function jump(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const date = String(new FormData(event.currentTarget).get('from') ?? '');
    if (isIsoDate(date)) onShow(date);
  }

  return (
    <div className="mb-3 flex flex-wrap items-end gap-2">
      <p className="me-auto self-center font-semibold text-stone-900" data-testid="calendar-window">
        {t('window', { from: formatStayDate(from, language, long), to: formatStayDate(to, language, long) })}
      </p>
      <button type="button" className={BUTTON} onClick={onPrevious}>
        <span aria-hidden="true" className="rtl:-scale-x-100 inline-block">
          ‹
        </span>{' '}
        {t('previous', { count: WINDOW_DAYS })}
      </button>
      <button type="button" className={BUTTON} onClick={onToday}>
        {t('today')}
      </button>
      <button type="button" className={BUTTON} onClick={onNext}>
        {t('next', { count: WINDOW_DAYS })}{' '}
        <span aria-hidden="true" className="rtl:-scale-x-100 inline-block">
          ›
        </span>
      </button>
      <form key={from} onSubmit={jump} className="flex items-end gap-2">
        <span className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium text-stone-800">
            {t('jumpTo')}
          </label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            defaultValue={from}
            required
            className="min-h-11 rounded-lg border border-stone-400 bg-white px-2 text-stone-900"
          />
        </span>
        <button type="submit" className={BUTTON}>
          {t('go')}
        </button>
      </form>
    </div>
  );
}
