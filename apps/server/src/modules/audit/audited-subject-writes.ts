import type { Database } from '../../db/client.ts';
import type { AuditSubjectType } from '../../db/schema/audit-events.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { saveUnlessUnchanged, setPublished } from './audited-saves.ts';
import { subjectCreatedWithKey } from './keyed-create.ts';
import { recordAudit } from './record-audit.ts';

type Editor<V> = { isPublished: boolean; values: V };
type Write<V> = { operator: SessionUser; values: V; now: Date };

/** How one kind of catalogue subject (an apartment, a tour) is stored; the audited flow around it is shared. */
export type SubjectStore<V, E extends Editor<V>> = {
  subjectType: AuditSubjectType;
  /** Locks every write of this kind takes first (the slug lock: two saves never pick the same free slug). */
  lockForWrite: (tx: Database) => Promise<void>;
  /** The new row, unpublished: its id and its number (the fallback of its slugs). */
  insert: (tx: Database, values: V) => Promise<{ id: string; number: number }>;
  update: (tx: Database, id: string, write: Write<V>) => Promise<void>;
  setPublished: (tx: Database, id: string, published: boolean, now: Date) => Promise<void>;
  /** Texts, slugs and whatever else hangs off the row, as `values` says; `before` is null for a new subject. */
  storeParts: (tx: Database, id: string, number: number, write: Write<V>, before: E | null) => Promise<void>;
  /** Locks the row (`for update`) and reads it; throws the subject's 404 when there is none. */
  lock: (tx: Database, id: string) => Promise<E>;
  read: (db: Database, id: string) => Promise<E>;
  numberOf: (editor: E) => number;
};

/** The audit's picture of a subject: its values, without what the row's own bookkeeping says. */
const auditValues = <V>(editor: Editor<V>) => ({ isPublished: editor.isPublished, ...editor.values });

/**
 * Create (idempotent by key), update (the same values again change and record nothing) and publish (asking for the
 * state it is in changes nothing) of a back-office subject, each in one transaction with its audit entry.
 */
export function auditedSubjectWrites<V, E extends Editor<V>>(store: SubjectStore<V, E>) {
  const { subjectType } = store;

  async function create(
    db: Database,
    write: Write<V> & { idempotencyKey: string },
  ): Promise<{ editor: E; replayed: boolean }> {
    const action = `${subjectType}.create`;
    return db.transaction(async (tx) => {
      const earlier = await subjectCreatedWithKey(tx, {
        subjectType,
        action,
        key: write.idempotencyKey,
        request: write.values,
        now: write.now,
      });
      if (earlier) return { editor: await store.read(tx, earlier), replayed: true };
      await store.lockForWrite(tx);
      const row = await store.insert(tx, write.values);
      await store.storeParts(tx, row.id, row.number, write, null);
      const editor = await store.read(tx, row.id);
      await recordAudit(tx, {
        actor: write.operator,
        action,
        subjectType,
        subjectId: row.id,
        before: null,
        after: { ...auditValues(editor), idempotencyKey: write.idempotencyKey, request: write.values },
        at: write.now,
      });
      return { editor, replayed: false };
    });
  }

  async function update(db: Database, id: string, write: Write<V>): Promise<E> {
    const change = {
      operator: write.operator,
      action: `${subjectType}.update`,
      subjectType,
      subjectId: id,
      now: write.now,
    };
    return saveUnlessUnchanged(
      db,
      change,
      async (tx) => {
        await store.lockForWrite(tx);
        const before = await store.lock(tx, id);
        await store.update(tx, id, write);
        await store.storeParts(tx, id, store.numberOf(before), write, before);
        const after = await store.read(tx, id);
        return { before: auditValues(before), after: auditValues(after), answer: after };
      },
      () => store.read(db, id),
    );
  }

  async function publish(
    db: Database,
    id: string,
    input: { operator: SessionUser; published: boolean; now: Date },
  ): Promise<E> {
    return setPublished(
      db,
      { ...input, subjectType, subjectId: id },
      {
        lock: (tx) => store.lock(tx, id),
        store: (tx) => store.setPublished(tx, id, input.published, input.now),
        read: (tx) => store.read(tx, id),
      },
    );
  }

  return { create, update, publish };
}
