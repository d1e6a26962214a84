// Business constants of spec §9 that the pages state to guests.
export const CHECK_IN_TIME = '14:00';
export const CHECK_OUT_TIME = '11:00';
/** Refundable bookings can be cancelled free of charge until this many days before check-in. */
export const FREE_CANCELLATION_DAYS = 7;
