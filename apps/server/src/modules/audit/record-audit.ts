import type { Database } from '../../db/client.ts';
import { type AuditSubjectType, auditEvents } from '../../db/schema/audit-events.ts';
import type { SessionUser } from '../../http/session-tokens.ts';

export type AuditEntry = {
  actor: SessionUser;
  /** A dotted name such as `reservation.approve`. */
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
};

/**
 * Writes one back-office change to the audit trail. Call it with the transaction that makes the change, so the
 * change and its record are kept or lost together.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: entry.actor.id,
    actorName: entry.actor.name,
    actorRole: entry.actor.role,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before,
    after: entry.after,
    createdAt: entry.at,
  });
}
