// Business constants of spec §9 that the pages state to guests.
export const CHECK_IN_TIME = '14:00';
export const CHECK_OUT_TIME = '11:00';
/** Refundable bookings can be cancelled free of charge until this many days before check-in. */
export const FREE_CANCELLATION_DAYS = 7;
/** Quiet hours of the house rules (spec §1, §9), local time. */
export const QUIET_HOURS = { from: '22:00', to: '08:00' } as const;
/** Spec §1/§9: the bank-transfer receipt is due within 24 hours, otherwise the reservation is cancelled. */
export const BANK_TRANSFER_RECEIPT_HOURS = 24;
