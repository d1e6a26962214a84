import { addDays, nightsBetween } from '@konak/domain/stay-dates';

/** A stay being picked: check-in first, then check-out (the morning after the last night). */
export type StayRange = { checkIn?: string; checkOut?: string };

/** What the caller knows about one day; everything is optional. */
export type CalendarDayHint = {
  /** The night starting this day cannot be booked (closed, booked). It can still be a check-out day. */
  unavailable?: boolean;
  /** Minimum nights of a stay that checks in this day; days before it cannot be the check-out. */
  minStayNights?: number;
  /** The night's price, already formatted ("€120"), or a tour's places left; shown under the day number. */
  priceLabel?: string;
  /** Shown under the number of a day that cannot be picked, e.g. a tour date with no places left ("Full"). */
  disabledLabel?: string;
};

export type StayRules = {
  /** Earliest check-in: today in Istanbul. */
  today: string;
  /** Latest day that can be picked at all (check-in or check-out). */
  lastDate: string;
  /** Longest stay in nights (spec §9: 30). */
  maxNights: number;
  hintFor: (date: string) => CalendarDayHint | undefined;
};

function canCheckIn(date: string, rules: StayRules): boolean {
  return date >= rules.today && date < rules.lastDate && !rules.hintFor(date)?.unavailable;
}

/** Whether a stay from `checkIn` may end on `checkOut`: every night free, minimum and maximum stay respected. */
export function canCheckOut(checkIn: string, checkOut: string, rules: StayRules): boolean {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1 || nights > rules.maxNights || checkOut > rules.lastDate) return false;
  if (nights < (rules.hintFor(checkIn)?.minStayNights ?? 1)) return false;
  for (let night = 0; night < nights; night += 1) {
    if (rules.hintFor(addDays(checkIn, night))?.unavailable) return false;
  }
  return true;
}

/**
 * Whether a day is greyed out. While a check-out is awaited, days after the check-in are open only when they
 * end a valid stay; earlier days stay open as a new check-in. Otherwise only valid check-in days are open.
 */
export function isDayDisabled(date: string, range: StayRange, rules: StayRules): boolean {
  const { checkIn, checkOut } = range;
  const awaitingCheckOut = checkIn !== undefined && checkOut === undefined;
  if (awaitingCheckOut && date === checkIn) return false;
  if (awaitingCheckOut && date > checkIn) return !canCheckOut(checkIn, date, rules);
  return !canCheckIn(date, rules);
}

/**
 * The range after a click on `date`: the first click (or any click after a complete stay) picks the check-in,
 * the next later day picks the check-out, an earlier day moves the check-in, the check-in itself clears.
 */
export function rangeAfterClick(range: StayRange, date: string, rules: StayRules): StayRange {
  const { checkIn, checkOut } = range;
  if (checkIn !== undefined && checkOut === undefined) {
    if (date === checkIn) return {};
    if (date > checkIn && canCheckOut(checkIn, date, rules)) return { checkIn, checkOut: date };
  }
  return canCheckIn(date, rules) ? { checkIn: date } : range;
}

/**
 * The check-out a guest is pointing at (hovered or focused day) while the check-out is awaited, when it would end a
 * valid stay: the days up to it are then shown as a tentative range. Otherwise undefined (nothing to preview).
 */
export function tentativeCheckOut(range: StayRange, pointedDay: string | undefined, rules: StayRules) {
  const { checkIn, checkOut } = range;
  if (checkIn === undefined || checkOut !== undefined || pointedDay === undefined) return undefined;
  return canCheckOut(checkIn, pointedDay, rules) ? pointedDay : undefined;
}
