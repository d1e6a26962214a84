import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n-context';
import { formatStayDate } from '../../lib/format';
import type { Availability } from './availability';
import type { ListingSearch } from './listing-search';

// The calendar (react-day-picker and the stay rules) is loaded when the section comes near the screen or on the
// button, never with the page: the first visit's JavaScript budget has no room for it (decision 013).
const AvailabilityCalendar = lazy(() => import('./availability-calendar'));

/** Starts loading this far before the section scrolls into view, so it is usually ready when seen. */
const PRELOAD_MARGIN = '400px';

function useNearScreen(): [React.RefObject<HTMLDivElement | null>, boolean, () => void] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near, () => setNear(true)];
}

export function AvailabilitySection({
  availability,
  dates,
}: {
  availability: Availability;
  dates: ListingSearch['dates'];
}) {
  const { t, language } = useTranslation('listing');
  const [searchParams, setSearchParams] = useSearchParams();
  const [ref, show, showNow] = useNearScreen();

  const selectDates = (next: ListingSearch['dates']) => {
    const params = new URLSearchParams(searchParams);
    if (next) {
      params.set('checkIn', next.checkIn);
      params.set('checkOut', next.checkOut);
    } else {
      params.delete('checkIn');
      params.delete('checkOut');
    }
    // The loader prices the new stay; the page keeps its place.
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return (
    <section id="availability" aria-labelledby="availability-title" className="scroll-mt-20">
      <h2 id="availability-title" className="text-xl font-bold text-stone-900 md:text-2xl">
        {t('availability.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('availability.intro')}</p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded border border-stone-300 bg-white" />
          {t('availability.legendAvailable')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded bg-stone-200 line-through" />
          {t('availability.legendUnavailable')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded border-b-4 border-brand-400 bg-white" />
          {t('availability.legendMinStay')}
        </li>
      </ul>
      {dates && (
        <p className="mt-3 flex flex-wrap items-center gap-3 font-medium text-stone-900">
          {t('price.stay', {
            checkIn: formatStayDate(dates.checkIn, language),
            checkOut: formatStayDate(dates.checkOut, language),
          })}
          <button
            type="button"
            onClick={() => selectDates(null)}
            data-replay-click
            className="min-h-11 rounded-lg px-3 font-medium text-brand-800 underline hover:bg-brand-50"
          >
            {t('availability.clear')}
          </button>
        </p>
      )}
      <div ref={ref} className="mt-4 min-h-[22rem]">
        {show ? (
          <Suspense fallback={<p className="text-stone-600">{t('availability.loading')}</p>}>
            <AvailabilityCalendar availability={availability} selected={dates} onSelect={selectDates} />
          </Suspense>
        ) : (
          <button type="button" onClick={showNow} data-replay-click className="button-primary">
            {t('availability.open')}
          </button>
        )}
      </div>
    </section>
  );
}
