/** How long a card reservation holds its dates while the guest pays on the gateway's page (issue 16). */
export const CARD_HOLD_MINUTES = 15;
const CARD_HOLD_MS = CARD_HOLD_MINUTES * 60_000;

/** The instant a card reservation made at `createdAt` lets its dates go unless paid. */
export function cardHoldEnds(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CARD_HOLD_MS);
}

/**
 * What became of a card checkout, as the reservation page is told after the gateway sends the guest back:
 * paid (confirmed), failed (card refused; the hold stays), refunded (paid but the reservation could not take it),
 * pending (no answer yet), unknown (no such checkout).
 */
export const CARD_PAYMENT_RESULTS = ['paid', 'failed', 'refunded', 'pending', 'unknown'] as const;
export type CardPaymentResult = (typeof CARD_PAYMENT_RESULTS)[number];
