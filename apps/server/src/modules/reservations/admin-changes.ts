import type { UpdateReservationInput } from '@konak/domain/api/reservations/update-reservation';
import { toCents, toEuros } from '@konak/domain/pricing';
import { paymentStatusOf, remainingCentsOf } from '@konak/domain/reservations/reservation-amounts';
import { canChangeStatus } from '@konak/domain/reservations/reservation-lifecycle';
import type { ReservationStatus } from '@konak/domain/reservations/reservation-states';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { translate } from '../../i18n/translate.ts';
import type { AppServices } from '../../services.ts';
import { applyCancellation, enqueueNotices, recordEvent } from './reservation-changes.ts';
import { amountRuleBroken, invalidStatusChange, reservationNotFound } from './reservation-errors.ts';
import { lockReservation } from './reservation-repository.ts';
import type { ReservationRow } from './reservation-view.ts';

/**
 * PUT /reservations/{id} (admin), brief §5: records payments (a bank-transfer receipt, money taken at the door),
 * approvals, completion, cancellation with the refund owed, refunds paid out and contact corrections, each as an
 * event naming the admin. A pending reservation with money recorded becomes confirmed; confirming announces it
 * to the guest (with the calendar file), cancelling too.
 */
export async function updateReservationAsAdmin(
  services: AppServices,
  { admin, id, changes }: { admin: SessionUser; id: string; changes: UpdateReservationInput },
): Promise<ReservationRow> {
  return services.database.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw reservationNotFound();
    return applyAdminChanges(tx, row, changes, { admin, now: services.clock.now() });
  });
}

/** DELETE /reservations/{id} (admin): withdraws it — cancelled by the admin, everything paid owed back (decision 034). */
export async function withdrawReservation(
  services: AppServices,
  { admin, id }: { admin: SessionUser; id: string },
): Promise<ReservationRow> {
  return services.database.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw reservationNotFound();
    if (row.status === 'cancelled' || row.status === 'completed') return row;
    return applyAdminChanges(
      tx,
      row,
      { status: 'cancelled', cancelReason: translate(row.language, 'reservation.admin_withdrawn_reason') },
      { admin, now: services.clock.now() },
    );
  });
}

type Context = { admin: SessionUser; now: Date };

function changeNote(changes: UpdateReservationInput): string {
  const parts = Object.entries(changes)
    .filter(([key, value]) => value !== undefined && key !== 'note')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [changes.note, `Admin update: ${parts.join(', ')}`].filter(Boolean).join(' — ');
}

async function applyAdminChanges(
  tx: Database,
  row: ReservationRow,
  changes: UpdateReservationInput,
  { admin, now }: Context,
): Promise<ReservationRow> {
  const actor = { actor: 'admin', actorUserId: admin.id } as const;
  const paidCents = changes.paidAmount !== undefined ? toCents(changes.paidAmount) : row.paidCents;
  if (paidCents > row.totalCents) throw amountRuleBroken('amount_above_total');

  // Money recorded on a pending reservation confirms it, unless this very call cancels it.
  let target: ReservationStatus = changes.status ?? row.status;
  if (!changes.status && row.status === 'pending' && changes.paidAmount !== undefined && paidCents > 0) {
    target = 'confirmed';
  }
  if (!canChangeStatus(row.status, target)) throw invalidStatusChange(row.status, target);

  const cancelling = target === 'cancelled' && row.status !== 'cancelled';
  const refundCents =
    changes.refundAmount !== undefined
      ? toCents(changes.refundAmount)
      : cancelling
        ? paidCents
        : row.refundCents;
  if (refundCents > 0 && target !== 'cancelled') throw amountRuleBroken('refund_needs_cancellation');
  if (refundCents > paidCents) throw amountRuleBroken('refund_above_paid');
  const refundedCents =
    changes.refundedAmount !== undefined ? toCents(changes.refundedAmount) : row.refundedCents;
  if (refundedCents > refundCents) throw amountRuleBroken('refunded_above_refund');

  // Fields first (payments, contacts), so a cancellation below sees what was paid.
  const [updated] = await tx
    .update(reservations)
    .set({
      paidCents,
      refundedCents,
      ...(cancelling ? {} : { refundCents }),
      remainingCents: remainingCentsOf(
        row.status === 'cancelled' ? 'cancelled' : target,
        row.totalCents,
        paidCents,
      ),
      paymentStatus: paymentStatusOf({
        totalCents: row.totalCents,
        paidCents,
        refundCents: cancelling ? 0 : refundCents,
      }),
      ...(target === 'completed' || target === 'confirmed' ? { status: target } : {}),
      ...(changes.cancelReason && row.status === 'cancelled' ? { cancelReason: changes.cancelReason } : {}),
      ...(changes.name !== undefined ? { guestName: changes.name } : {}),
      ...(changes.email !== undefined ? { guestEmail: changes.email } : {}),
      ...(changes.phone !== undefined ? { guestPhone: changes.phone } : {}),
      ...(changes.country !== undefined ? { guestCountry: changes.country } : {}),
      ...(changes.message !== undefined ? { message: changes.message || null } : {}),
      updatedAt: now,
    })
    .where(eq(reservations.id, row.id))
    .returning();
  if (!updated) throw reservationNotFound();

  if (cancelling) {
    const cancelled = await applyCancellation(tx, updated, {
      ...actor,
      reason: changes.cancelReason ?? translate(row.language, 'reservation.admin_withdrawn_reason'),
      refundCents,
      now,
      note: `${changeNote(changes)}; refund owed ${toEuros(refundCents).toFixed(2)} EUR`,
    });
    if (!cancelled) throw invalidStatusChange(row.status, 'cancelled');
    return cancelled;
  }
  await recordEvent(tx, {
    reservationId: row.id,
    fromStatus: row.status,
    toStatus: updated.status,
    ...actor,
    note: changeNote(changes),
    at: now,
  });
  if (row.status === 'pending' && updated.status === 'confirmed')
    await enqueueNotices(tx, row.id, 'confirmed', now);
  return updated;
}
