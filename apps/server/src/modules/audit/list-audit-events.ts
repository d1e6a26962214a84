import type { AuditEvent, ListAuditEventsQuery } from '@konak/domain/api/admin/list-audit-events';
import type { UserRole } from '@konak/domain/auth/user-roles';
import { addDays, istanbulDayStart } from '@konak/domain/stay-dates';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit-events.ts';

function conditionsOf(filters: ListAuditEventsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.subjectType) conditions.push(eq(auditEvents.subjectType, filters.subjectType));
  if (filters.subjectId) conditions.push(eq(auditEvents.subjectId, filters.subjectId));
  if (filters.actorUserId) conditions.push(eq(auditEvents.actorUserId, filters.actorUserId));
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  if (filters.from) conditions.push(gte(auditEvents.createdAt, istanbulDayStart(filters.from)));
  // `to` is a whole day: everything before the next day begins.
  if (filters.to) conditions.push(lt(auditEvents.createdAt, istanbulDayStart(addDays(filters.to, 1))));
  return conditions.length ? and(...conditions) : undefined;
}

type AuditRow = typeof auditEvents.$inferSelect;

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorUserId, name: row.actorName, role: row.actorRole as UserRole },
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    before: row.before,
    after: row.after,
  };
}

/** One page of the audit trail, newest first. */
export async function listAuditEvents(db: Database, filters: ListAuditEventsQuery) {
  const where = conditionsOf(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    items: rows.map(toAuditEvent),
    total: totals?.total ?? 0,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** Every audit event of one record, oldest first: the back-office part of its timeline. */
export async function auditEventsOf(
  db: Database,
  subject: { type: AuditRow['subjectType']; id: string },
): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, subject.type), eq(auditEvents.subjectId, subject.id)))
    .orderBy(auditEvents.createdAt, auditEvents.id);
  return rows.map(toAuditEvent);
}
