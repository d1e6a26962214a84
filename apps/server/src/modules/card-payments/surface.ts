/** What the rest of the server may use of the card payments module (decision 064): the jobs' sweep. */

export { refundOwedByCard } from './card-refund.ts';
export { sweepCardPayments } from './card-sweep.ts';
export { cardPaymentsOffer } from './gateway-settings.ts';
