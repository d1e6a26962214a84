import { type ComponentType, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n-context';
import { focusElement } from '../../lib/focus';
import { formatStayDate } from '../../lib/format';
import type { Availability } from './availability';
import type { AvailabilityCalendarProps } from './availability-calendar';
import type { ListingSearch } from './listing-search';

// The calendar (react-day-picker and the stay rules) is loaded when the section comes near the screen or on the
// button, never with the page: the first visit's JavaScript budget has no room for it (decision 013).
const loadCalendar = () => import('./availability-calendar').then((module) => module.default);

/** Starts loading this far before the section scrolls into view, so it is usually ready when seen. */
const PRELOAD_MARGIN = '400px';

type Loaded = { Calendar: ComponentType<AvailabilityCalendarProps>; focus: boolean };

/**
 * Loads the calendar when the section comes near the screen (or on the button) and shows it once its code is
 * here, never a loading step in between: until then the "Show the calendar" button keeps its place in the Tab
 * order, and when the calendar replaces it while it has the focus (a keyboard guest tabbed onto it, which
 * scrolled it into view), the calendar takes the focus instead of the page (decision 096).
 */
function useCalendarNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [requested, setRequested] = useState(false);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (requested || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setRequested(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRequested(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [requested]);
  useEffect(() => {
    if (!requested) return;
    let current = true;
    void loadCalendar().then((Calendar) => {
      if (!current) return;
      // Whether the button has the focus is read and the button replaced in one task: a Tab handled in between
      // would land on a button that then disappears, dropping the focus to <body>.
      flushSync(() => setLoaded({ Calendar, focus: ref.current?.contains(document.activeElement) ?? false }));
    });
    return () => {
      current = false;
    };
  }, [requested]);
  // In the commit that removed the button, before paint: the calendar's own autoFocus comes a frame later.
  useLayoutEffect(() => {
    if (loaded?.focus) focusElement(ref.current?.querySelector('[role="grid"] [tabindex="0"]'));
  }, [loaded]);
  const show = () => {
    setPressed(true);
    setRequested(true);
  };
  return { ref, loaded, pressed, show };
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
  const { ref, loaded, pressed, show } = useCalendarNearScreen();

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
        {loaded ? (
          // Nothing in it suspends once its module is here; the boundary only keeps a surprise off the page.
          <Suspense fallback={null}>
            <loaded.Calendar
              availability={availability}
              selected={dates}
              onSelect={selectDates}
              autoFocus={loaded.focus}
            />
          </Suspense>
        ) : (
          <button
            type="button"
            onClick={show}
            aria-busy={pressed}
            data-replay-click
            className="button-primary"
          >
            {t(pressed ? 'availability.loading' : 'availability.open')}
          </button>
        )}
      </div>
    </section>
  );
}
