import { nightsBetween } from '@konak/domain/stay-dates';
import { Suspense, useEffect, useRef, useState } from 'react';
import {
  DateRangeCalendar,
  preloadDateRangeCalendar,
  type StayRange,
} from '../../components/date-range-calendar';
import { useLanguage, useTranslation } from '../../i18n/i18n-context';
import { popoverFocus } from '../../lib/focus';
import { formatStayDate } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { PopoverDoneButton } from './popover-done-button';
import { CalendarIcon } from './search-icons';

export const DATES_POPOVER_ID = 'search-dates';

function isPopoverOpen(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false; // a browser without popovers
  }
}

/** "Tue, 1 Dec – Sat, 5 Dec" in the page language, or null while the stay is incomplete. */
function useStayText(range: StayRange): string | null {
  const { language } = useLanguage();
  if (!range.checkIn || !range.checkOut) return null;
  return `${formatStayDate(range.checkIn, language)} – ${formatStayDate(range.checkOut, language)}`;
}

/**
 * The dates field: a button that opens a native popover. After hydration the popover holds the lazily loaded
 * stay calendar and the chosen dates travel in hidden inputs; before (or without JavaScript) it holds two plain
 * date inputs, so the GET form still searches by dates.
 */
/** Before the calendar's code has loaded, the browser's own date input submits the plain form. */
function NativeDateInput({ label, name, value }: { label: string; name: string; value: string | undefined }) {
  return (
    <label className="flex flex-col gap-1 font-medium text-stone-900">
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value}
        className="min-h-11 rounded-lg border border-stone-300 px-3"
      />
    </label>
  );
}

// The calendar focuses its own day when it mounts.
const { onBlur: closeWhenFocusLeaves } = popoverFocus({ focusFirst: false });

export function DatesField({ range, onChange }: { range: StayRange; onChange: (range: StayRange) => void }) {
  const { t, language } = useTranslation('search');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const popover = useRef<HTMLDivElement>(null);
  // The guest may have opened the popover before this code loaded (it opens natively): show the calendar now.
  useEffect(() => setOpen(isPopoverOpen(popover.current)), []);
  const stayText = useStayText(range);
  const nights = range.checkIn && range.checkOut ? nightsBetween(range.checkIn, range.checkOut) : 0;
  const status = stayText
    ? `${stayText} · ${t('dates.nights', { count: nights })}`
    : range.checkIn
      ? t('dates.pickCheckOut')
      : t('dates.pickCheckIn');

  return (
    <div>
      <button
        type="button"
        popoverTarget={DATES_POPOVER_ID}
        onPointerEnter={preloadDateRangeCalendar}
        onFocus={preloadDateRangeCalendar}
        className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 py-2 text-start hover:border-stone-500"
        data-testid="dates-field"
      >
        <CalendarIcon className="size-5 shrink-0 text-brand-700" />
        <span className="flex flex-col">
          <span className="text-xs font-semibold text-stone-600 uppercase">{t('dates.title')}</span>
          <span className="font-medium text-stone-900">
            {stayText ? (
              <>
                {stayText} <span className="text-stone-600">· {t('dates.nights', { count: nights })}</span>
              </>
            ) : (
              t('dates.add')
            )}
          </span>
        </span>
      </button>
      {hydrated && range.checkIn && range.checkOut && (
        <>
          <input type="hidden" name="checkIn" value={range.checkIn} />
          <input type="hidden" name="checkOut" value={range.checkOut} />
        </>
      )}
      <div
        ref={popover}
        id={DATES_POPOVER_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${DATES_POPOVER_ID}-title`}
        onToggle={(event) => setOpen(event.newState === 'open')}
        onBlur={closeWhenFocusLeaves}
        className="m-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-2xl border border-stone-200 bg-white p-5 shadow-xl backdrop:bg-stone-950/30 md:m-auto md:w-fit md:rounded-2xl"
      >
        <h2 id={`${DATES_POPOVER_ID}-title`} className="text-lg font-semibold text-stone-900">
          {t('dates.dialogTitle')}
        </h2>
        {hydrated ? (
          <>
            <p aria-live="polite" className="mt-1 text-stone-700" data-testid="dates-status">
              {status}
            </p>
            <div className="mt-3 flex min-h-80 justify-center">
              {open && (
                <Suspense fallback={<p className="self-center text-stone-600">{t('dates.loading')}</p>}>
                  <DateRangeCalendar
                    language={language}
                    label={t('dates.dialogTitle')}
                    value={range}
                    onChange={onChange}
                    autoFocus
                  />
                </Suspense>
              )}
            </div>
            <div className="mt-4 flex items-center justify-between gap-3">
              <button
                type="button"
                className="min-h-11 rounded-lg px-3 font-semibold text-stone-700 underline underline-offset-4 hover:bg-stone-100 disabled:no-underline disabled:opacity-40"
                disabled={!range.checkIn}
                onClick={() => onChange({})}
              >
                {t('dates.clear')}
              </button>
              <PopoverDoneButton popover={DATES_POPOVER_ID} label={t('dates.done')} />
            </div>
          </>
        ) : (
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <NativeDateInput label={t('dates.checkIn')} name="checkIn" value={range.checkIn} />
            <NativeDateInput label={t('dates.checkOut')} name="checkOut" value={range.checkOut} />
          </div>
        )}
      </div>
    </div>
  );
}
