import { cancellationOutcome } from '@konak/domain/cancellation';
import type { Language } from '@konak/domain/languages';
import { isLive } from '@konak/domain/reservations/reservation-states';
import type { SessionUser } from '../../http/session-tokens.ts';
import { translate } from '../../i18n/translate.ts';
import type { AppServices } from '../../services.ts';
import { applyCancellation } from './reservation-changes.ts';
import { cancellationRefused, reservationNotFound } from './reservation-errors.ts';
import { lockReservation } from './reservation-repository.ts';
import type { ReservationRow } from './reservation-view.ts';

/**
 * PUT /reservations/{id}/cancel by its member (spec §4): refundable and at least 7 days before check-in (Istanbul)
 * → cancelled by the user, refund = paid − guarantee fee; otherwise 422 with the reason. Someone else's
 * reservation is 404, as if it did not exist. Without a reason, one meaning "customer request" is stored in the
 * member's language.
 */
export async function cancelOwnReservation(
  services: AppServices,
  {
    user,
    id,
    reason,
    language,
  }: { user: SessionUser; id: string; reason: string | undefined; language: Language },
): Promise<ReservationRow> {
  const { db } = services.database;
  return db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row || row.userId !== user.id) throw reservationNotFound();
    const now = services.clock.now();
    if (!isLive(row.status)) throw cancellationRefused('not_active');
    const outcome = cancellationOutcome({ ...row, now });
    if (!outcome.allowed) throw cancellationRefused(outcome.reason);
    const cancelled = await applyCancellation(tx, row, {
      actor: 'user',
      actorUserId: user.id,
      reason: reason ?? translate(language, 'reservation.default_cancel_reason'),
      refundCents: outcome.refundCents,
      now,
    });
    if (!cancelled) throw cancellationRefused('not_active');
    return cancelled;
  });
}
