import { z } from 'zod';
import { USER_ROLES } from '../../auth/user-roles.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { adminPageQuerySchema, adminPageSchema } from './admin-page.ts';

export const AUDIT_SUBJECT_TYPES = [
  'reservation',
  'user',
  'settings',
  'tour',
  'owner_inquiry',
  'calendar',
  'apartment',
  'legal_document',
  'site_image',
] as const;

/**
 * GET /api/admin/audit (admin) — the audit trail, newest first, paged. Filters combine: what kind of record was
 * changed (and which one), who changed it, the action (e.g. `reservation.approve`), and days [from, to] in Istanbul.
 */
export const listAuditEventsQuerySchema = adminPageQuerySchema.extend({
  subjectType: z.enum(AUDIT_SUBJECT_TYPES).optional(),
  subjectId: z.uuid().optional(),
  actorUserId: z.uuid().optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'error.audit_action_invalid')
    .max(60)
    .optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type ListAuditEventsQuery = z.infer<typeof listAuditEventsQuerySchema>;
/** What a caller may send: paging has defaults. */
export type ListAuditEventsParams = z.input<typeof listAuditEventsQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), role: z.enum(USER_ROLES) }),
  action: z.string(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES),
  subjectId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const listAuditEventsResponseSchema = adminPageSchema(auditEventSchema);
export type ListAuditEventsResponse = z.infer<typeof listAuditEventsResponseSchema>;
