/** What the rest of the server may use of the pricing calendar (decision 064): prices, booked stays, rule errors. */
export { bookingCalendar } from './booking-calendar.ts';
export { memoryCalendars } from './calendar-memory.ts';
export {
  type BlockedRange,
  blocksGuard,
  isBlockedByImport,
  lockApartmentBlocksForImport,
} from './channel-blocks.ts';
export { type JsonNight, nightFromJson } from './json-night.ts';
export { changeCalendarRange, type DayRange } from './range-change.ts';
export {
  bookedStays,
  pricedApartmentColumns,
  pricingRows,
  pricingRowsByApartment,
} from './repository.ts';
export { guestRuleError, shortDate, stayRuleError } from './rule-errors.ts';
export {
  buildCalendarDays,
  calendarDays,
  calendarSpan,
  lastJudgedNight,
  priceStay,
  quoteFromNights,
  stayPriceResult,
} from './service.ts';
