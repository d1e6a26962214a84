import { AUDIT_SUBJECT_TYPES } from '@konak/domain/api/admin/list-audit-events';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, idColumn } from './shared-columns.ts';
import { users } from './users.ts';

/** The record types the audit trail names: one list with the API's filter (packages/domain). */
export const auditSubjectTypes = AUDIT_SUBJECT_TYPES;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];

/**
 * The back office's audit trail (issue 14): every change an operator makes, with who, when, what and the values
 * before and after. Rows are only ever added; the operator's name and role are copied so the trail still reads
 * right after the account is renamed, demoted or deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    // A dotted name such as `reservation.approve`, `user.disable`, `settings.update`.
    action: text('action').notNull(),
    subjectType: text('subject_type', { enum: auditSubjectTypes }).notNull(),
    subjectId: uuid('subject_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_created_at_index').on(table.createdAt),
    index('audit_events_subject_index').on(table.subjectType, table.subjectId, table.createdAt),
    index('audit_events_actor_index').on(table.actorUserId, table.createdAt),
    checkOneOf('audit_events_subject_type_check', table.subjectType, auditSubjectTypes),
  ],
);
