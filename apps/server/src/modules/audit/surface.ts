// TEMPORARY (branch bo-dash only): the back office foundation brings the real audit writer with this exact
// signature and its table; this placeholder is replaced by main's file when main is merged. It writes nothing.
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../http/session-tokens.ts';

export async function recordAudit(
  _db: Database,
  _entry: {
    actor: SessionUser;
    action: string;
    subjectType: 'reservation' | 'user' | 'settings';
    subjectId: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    at: Date;
  },
): Promise<void> {}
