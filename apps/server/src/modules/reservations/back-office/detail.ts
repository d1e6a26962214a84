import type { AdminReservationDetail } from '@konak/domain/api/admin/admin-reservation-detail';
import type { Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { reservationEvents } from '../../../db/schema/reservation-events.ts';
import { reservationNotes, reservationPayments } from '../../../db/schema/reservation-payments.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppServices } from '../../../services.ts';
import { toViews } from '../member-reservations.ts';
import { reservationNotFound } from '../reservation-errors.ts';
import { findReservation } from '../reservation-repository.ts';
import type { ReservationRow } from '../reservation-view.ts';
import { auditTrailOf } from './timeline.ts';

type Operator = { id: string; name: string } | null;

/** GET /api/admin/reservations/{id}, and the answer of every action. */
export async function backOfficeDetail(
  services: AppServices,
  id: string,
  language: Language,
): Promise<AdminReservationDetail> {
  const { db } = services.database;
  const row = await findReservation(db, id);
  if (!row) throw reservationNotFound();
  return detailOf(db, row, language, services.clock.now());
}

async function detailOf(
  db: Database,
  row: ReservationRow,
  language: Language,
  now: Date,
): Promise<AdminReservationDetail> {
  const [[view], payments, notes, events, audits, [member]] = await Promise.all([
    toViews(db, [row], language, now),
    db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, row.id))
      .orderBy(asc(reservationPayments.recordedAt)),
    db
      .select()
      .from(reservationNotes)
      .where(eq(reservationNotes.reservationId, row.id))
      .orderBy(asc(reservationNotes.createdAt)),
    db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, row.id))
      .orderBy(asc(reservationEvents.createdAt)),
    auditTrailOf(db, row.id),
    row.userId
      ? db
          .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
          .from(users)
          .where(eq(users.id, row.userId))
      : [],
  ]);
  if (!view) throw new Error('a reservation row gave no view');

  const operatorIds = new Set<string>();
  for (const payment of payments) if (payment.recordedBy) operatorIds.add(payment.recordedBy);
  for (const note of notes) if (note.authorId) operatorIds.add(note.authorId);
  for (const event of events) if (event.actorUserId) operatorIds.add(event.actorUserId);
  for (const audit of audits) if (audit.actorId) operatorIds.add(audit.actorId);
  const names = new Map(
    operatorIds.size
      ? (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, [...operatorIds]))
        ).map((user) => [user.id, user.name])
      : [],
  );
  const operator = (userId: string | null): Operator =>
    userId ? { id: userId, name: names.get(userId) ?? '' } : null;

  // A back-office change writes a status event and an audit entry at the same instant by the same person: they are
  // one line of the timeline, the audit entry adding what changed.
  const auditKey = (at: Date, actorId: string | null) => `${at.getTime()}:${actorId ?? ''}`;
  const auditsByKey = new Map(audits.map((audit) => [auditKey(audit.at, audit.actorId), audit]));
  const timeline: AdminReservationDetail['timeline'] = events.map((event) => {
    const key = auditKey(event.createdAt, event.actorUserId);
    const audit = auditsByKey.get(key);
    auditsByKey.delete(key);
    return {
      id: event.id,
      at: event.createdAt.toISOString(),
      actor: event.actor,
      by: operator(event.actorUserId),
      action: audit?.action ?? null,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      before: audit?.before ?? null,
      after: audit?.after ?? null,
    };
  });
  for (const audit of auditsByKey.values()) {
    timeline.push({
      id: audit.id,
      at: audit.at.toISOString(),
      actor: 'admin',
      by: audit.actorId ? { id: audit.actorId, name: names.get(audit.actorId) ?? audit.actorName } : null,
      action: audit.action,
      fromStatus: null,
      toStatus: null,
      note: null,
      before: audit.before,
      after: audit.after,
    });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  return {
    reservation: view,
    member: member ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
    payments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      amount: toEuros(payment.amountCents),
      method: payment.method,
      reference: payment.reference,
      recordedBy: operator(payment.recordedBy),
      recordedAt: payment.recordedAt.toISOString(),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      author: operator(note.authorId),
      createdAt: note.createdAt.toISOString(),
    })),
    timeline,
  };
}
