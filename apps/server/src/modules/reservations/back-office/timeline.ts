import type { Database } from '../../../db/client.ts';

export type AuditLine = {
  id: string;
  at: Date;
  actorId: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * The audit entries of one reservation, oldest first. TEMPORARY until the foundation's audit_events table is merged:
 * answers none.
 */
export async function auditTrailOf(_db: Database, _reservationId: string): Promise<AuditLine[]> {
  return [];
}
