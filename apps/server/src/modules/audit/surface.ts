import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../http/session-tokens.ts';

/**
 * TEMPORARY (bo-guests branch only): the signature the back-office foundation on main provides. This file is
 * replaced by main's at the merge of "Back office foundation"; until then nothing is recorded.
 */
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
