/** What the rest of the server may use of the reservations module (decision 064): routes and what the jobs need. */
export { bookedForMailData, bookedForSmsData } from './booked-for-data.ts';
export { type BookedForChannel, bookedForLimitReached } from './booked-for-limit.ts';
export { bookingAnswer } from './booking-answer.ts';
export {
  bookedPeopleByDeparture,
  closedTourDates,
  findBookableTour,
  isTourDateClosed,
} from './booking-target.ts';
export {
  type CreateReservationOutcome,
  type CreateReservationRequest,
  createReservation,
  quoteReservation,
} from './create-reservation.ts';
export { type ListingSummary, listingKey, listingSummaries } from './listing-summaries.ts';
export {
  loadNoticeSubject,
  type NoticeSubject,
  reservationMailData,
  reservationSmsData,
} from './notice-data.ts';
export { receiptsOf } from './payment-receipts.ts';
export { readReceiptFile } from './receipt-files.ts';
export { applyCancellation, enqueueNotices, recordEvent } from './reservation-changes.ts';
export { findReservation, lockReservation } from './reservation-repository.ts';
export { perMemberLimit } from './routes/route-options.ts';
