import type { Database } from '../../../db/client.ts';
import { auditEventsOf } from '../../audit/surface.ts';

export type AuditLine = {
  id: string;
  at: Date;
  actorId: string | null;
  actorName: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The audit entries of one reservation (decision 067), oldest first: what changed, with the values before and after. */
export async function auditTrailOf(db: Database, reservationId: string): Promise<AuditLine[]> {
  const events = await auditEventsOf(db, { type: 'reservation', id: reservationId });
  return events.map((event) => ({
    id: event.id,
    at: new Date(event.at),
    actorId: event.actor.id,
    actorName: event.actor.name,
    action: event.action,
    before: event.before,
    after: event.after,
  }));
}
