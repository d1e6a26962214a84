// Limits of a booking that the API schemas and the reservation form share; zod-free for the browser.

/** Longest message a guest may leave with a booking. */
export const RESERVATION_MESSAGE_MAX_LENGTH = 1000;

/** Country of residence of a booking whose guest names none (spec §9: default country TR). */
export const DEFAULT_GUEST_COUNTRY = 'TR';
