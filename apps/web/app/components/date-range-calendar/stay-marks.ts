import { isoDateOf } from './picker-dates';
import { type StayRange, type StayRules, tentativeCheckOut } from './stay-range';

/**
 * Our own day modifiers, on top of react-day-picker's: its range_start/range_end need both ends, so a check-in
 * alone would only be "selected" (marked on hover). Phones have no hover, so the check-in is filled at once,
 * and while the check-out is awaited the days up to the hovered or focused valid check-out show as tentative.
 */
export const STAY_MARK_CLASS_NAMES = {
  /** Days whose stays need more than one night (legend on the caller's page). */
  minStay: '[&>button]:border-b-4 [&>button]:border-brand-400',
  checkIn: '[&>button]:bg-brand-700 [&>button]:text-white',
  tentativeStart: 'rounded-s-full bg-brand-50',
  tentative: 'bg-brand-50',
  tentativeEnd: 'rounded-e-full [&>button]:ring-2 [&>button]:ring-inset [&>button]:ring-brand-700',
};

type StayMarkName = keyof typeof STAY_MARK_CLASS_NAMES;

export function stayMarks(
  value: StayRange,
  pointedDay: string | undefined,
  rules: StayRules,
): Record<StayMarkName, (date: Date) => boolean> {
  const { checkIn } = value;
  const end = tentativeCheckOut(value, pointedDay, rules);
  const inTentativeRange = (day: string) =>
    checkIn !== undefined && end !== undefined && day > checkIn && day <= end;
  return {
    minStay: (date) => (rules.hintFor(isoDateOf(date))?.minStayNights ?? 1) > 1,
    checkIn: (date) => isoDateOf(date) === checkIn,
    tentativeStart: (date) => end !== undefined && isoDateOf(date) === checkIn,
    tentative: (date) => inTentativeRange(isoDateOf(date)),
    tentativeEnd: (date) => end !== undefined && isoDateOf(date) === end,
  };
}
