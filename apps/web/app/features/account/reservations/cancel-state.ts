import type { CancelBlocker, ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { cancellationOutcome, lastFreeCancellationDate } from '@konak/domain/cancellation';
import { toCents, toEuros } from '@konak/domain/pricing';
import { isLive } from '@konak/domain/reservations/reservation-states';

export type CancelState =
  | { allowed: true; refund: number; freeUntil: string }
  | { allowed: false; reason: CancelBlocker; freeUntil: string | null };

/**
 * Whether the member may cancel now (spec §4), by the domain's rule — the one the server applies: never a
 * non-refundable booking, a refundable one until 7 days before check-in (Istanbul), refund = paid − guarantee
 * fee. The server's view is kept as a floor: it judged with its own clock when the list loaded, and a page left
 * open past the 7-day boundary learns of it here without asking.
 */
export function cancelStateOf(reservation: ReservationView, now: Date): CancelState {
  const freeUntil = reservation.isRefundable ? lastFreeCancellationDate(reservation.checkIn) : null;
  const server = reservation.cancellation;
  if (!server.allowed) return { allowed: false, reason: server.reason ?? 'not_active', freeUntil };
  if (!isLive(reservation.status)) return { allowed: false, reason: 'not_active', freeUntil };
  const outcome = cancellationOutcome({
    isRefundable: reservation.isRefundable,
    checkIn: reservation.checkIn,
    now,
    paidCents: toCents(reservation.paidAmount),
    guaranteeFeeCents: toCents(reservation.guaranteeFee),
  });
  if (!outcome.allowed) return { allowed: false, reason: outcome.reason, freeUntil };
  return { allowed: true, refund: toEuros(outcome.refundCents), freeUntil: freeUntil ?? reservation.checkIn };
}
