import { lazy } from 'react';

/**
 * The stay calendar, loaded on first use: react-day-picker and date-fns must not join the first visit's
 * JavaScript (decision 013). Render it inside <Suspense>; call `preloadDateRangeCalendar()` on the pointer-down
 * or focus of the button that shows it so it is usually ready when it opens. Props: see date-range-calendar.tsx.
 */
export const DateRangeCalendar = lazy(() => import('./date-range-calendar'));

export function preloadDateRangeCalendar(): void {
  void import('./date-range-calendar');
}

/** One date on the same month grid (a tour date), loaded the same way. Props: see single-date-calendar.tsx. */
export const SingleDateCalendar = lazy(() => import('./single-date-calendar'));

export type { DateRangeCalendarProps } from './date-range-calendar';
export type { SingleDateCalendarProps } from './single-date-calendar';
export type { CalendarDayHint, StayRange } from './stay-range';
