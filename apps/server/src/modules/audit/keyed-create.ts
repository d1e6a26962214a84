import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AuditSubjectType } from '../../db/schema/audit-events.ts';
import { AppError } from '../../http/app-error.ts';

/** An idempotency key answers the same for a day; after that it is an ordinary new request (as decision 080). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** JSON with every object's keys sorted: jsonb hands objects back in its own key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => a.localeCompare(b)))
      : nested,
  );
}

/**
 * The subject a keyed create made within the key's lifetime, or null; the same key with another request is
 * refused (422). The create's audit entry keeps `idempotencyKey` and `request` in its `after`, so the trail is
 * the record of keys (decision 082). Call it first in the create's transaction.
 */
export async function subjectCreatedWithKey(
  tx: Database,
  created: { subjectType: AuditSubjectType; action: string; key: string; request: unknown; now: Date },
): Promise<string | null> {
  // Two copies of one request wait here for each other: the second then finds the first's record.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`konak.${created.action}:${created.key}`}, 0))`,
  );
  const result = await tx.execute<{ subjectId: string; request: unknown }>(sql`
    select subject_id as "subjectId", after -> 'request' as request from audit_events
    where subject_type = ${created.subjectType} and action = ${created.action}
      and created_at > ${new Date(created.now.getTime() - KEY_LIFETIME_MS).toISOString()}::timestamptz
      and after ->> 'idempotencyKey' = ${created.key}
    limit 1`);
  const stored = result.rows[0];
  if (!stored) return null;
  if (canonicalJson(stored.request) !== canonicalJson(created.request)) {
    throw new AppError(422, 'error.idempotency_key_reused', { code: 'idempotency_key_reused' });
  }
  return stored.subjectId;
}
