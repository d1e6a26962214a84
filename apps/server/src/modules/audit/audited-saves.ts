import type { Database } from '../../db/client.ts';
import type { AuditSubjectType } from '../../db/schema/audit-events.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { canonicalJson } from './keyed-create.ts';
import { recordAudit } from './record-audit.ts';

type Change = {
  operator: SessionUser;
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  now: Date;
};

/** Thrown inside a save's transaction to roll back a save that changes nothing. */
class Unchanged extends Error {}

/**
 * A whole save of a back-office subject (an apartment, a tour: decision 083) in one transaction with its audit
 * entry. `save` writes and answers the subject's picture before and after; when they are the same the transaction
 * is rolled back, so nothing is recorded and no bookkeeping moves (updated_at, the catalogue version), and the
 * answer is `reread` outside it.
 */
export async function saveUnlessUnchanged<P extends Record<string, unknown>, R>(
  db: Database,
  change: Change,
  save: (tx: Database) => Promise<{ before: P; after: P; answer: R }>,
  reread: () => Promise<R>,
): Promise<R> {
  return db
    .transaction(async (tx) => {
      const { before, after, answer } = await save(tx);
      if (canonicalJson(before) === canonicalJson(after)) throw new Unchanged();
      await recordAudit(tx, { actor: change.operator, ...change, before, after, at: change.now });
      return answer;
    })
    .catch(async (error: unknown) => {
      if (error instanceof Unchanged) return reread();
      throw error;
    });
}

/**
 * Publishes or withdraws a back-office subject: `lock` locks and reads it, `store` writes the new state. Asking
 * for the state it is in changes and records nothing (a double click, a retried request).
 */
export async function setPublished<E extends { isPublished: boolean }>(
  db: Database,
  change: Omit<Change, 'action'> & { published: boolean },
  subject: {
    lock: (tx: Database) => Promise<E>;
    store: (tx: Database) => Promise<void>;
    read: (tx: Database) => Promise<E>;
  },
): Promise<E> {
  return db.transaction(async (tx) => {
    const before = await subject.lock(tx);
    if (before.isPublished === change.published) return before;
    await subject.store(tx);
    await recordAudit(tx, {
      actor: change.operator,
      action: `${change.subjectType}.${change.published ? 'publish' : 'unpublish'}`,
      subjectType: change.subjectType,
      subjectId: change.subjectId,
      before: { isPublished: before.isPublished },
      after: { isPublished: change.published },
      at: change.now,
    });
    return subject.read(tx);
  });
}
