import type { GuestDetail } from '@konak/domain/api/admin/get-guest';
import type { AssignableRole, GuestSummary } from '@konak/domain/api/admin/guest-fields';
import type { ListGuestsQuery, ListGuestsResponse } from '@konak/domain/api/admin/list-guests';
import type { Language } from '@konak/domain/languages';
import { membershipTier, totalSpentCents } from '@konak/domain/membership';
import { toEuros } from '@konak/domain/pricing';
import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { recordAudit } from '../audit/surface.ts';
import { listingKey, listingSummaries } from '../reservations/surface.ts';

type UserRow = typeof users.$inferSelect;

export function toGuestSummary(user: UserRow): GuestSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role as GuestSummary['role'],
    preferredLanguage: user.preferredLanguage,
    emailVerified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of an account: never its password hash or Google subject. */
function auditedUser(user: UserRow): Record<string, unknown> {
  return { role: user.role, disabledAt: user.disabledAt?.toISOString() ?? null };
}

/** `%`, `_` and `\` typed in a search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The accounts newest first, paged; deleted (anonymised) accounts are not listed. */
export async function listGuests(db: Database, query: ListGuestsQuery): Promise<ListGuestsResponse> {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.search) {
    const pattern = likePattern(query.search);
    const digits = query.search.replace(/\D/g, '');
    const matches = [ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)];
    // "0532 123 45 67" finds "+905321234567": the phone is stored normalised, without spaces.
    if (digits.length >= 4) matches.push(ilike(users.phone, `%${digits}%`));
    const any = or(...matches);
    if (any) conditions.push(any);
  }
  if (query.role) conditions.push(eq(users.role, query.role as UserRow['role']));
  if (query.status === 'disabled') conditions.push(isNotNull(users.disabledAt));
  if (query.status === 'active') conditions.push(isNull(users.disabledAt));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(toGuestSummary),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findGuest(db: Database, id: string, lock = false): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw notFound('guest_not_found');
  return user;
}

/** The member's page: profile, membership from the money paid and kept (decision 053), reservations newest first. */
export async function guestDetail(db: Database, id: string, language: Language): Promise<GuestDetail> {
  const user = await findGuest(db, id);
  const rows = await db
    .select()
    .from(reservations)
    .where(eq(reservations.userId, id))
    .orderBy(desc(reservations.createdAt));
  const listings = await listingSummaries(db, rows, language);
  const spent = totalSpentCents(rows);
  return {
    guest: toGuestSummary(user),
    membership: { tier: membershipTier(spent), totalSpent: toEuros(spent) },
    reservations: rows.map((row) => ({
      id: row.id,
      reservationNumber: row.reservationNumber,
      type: row.type,
      listingTitle: listings.get(listingKey(row))?.title ?? '',
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      status: row.status,
      paymentStatus: row.paymentStatus,
      totalPrice: toEuros(row.totalCents),
      paid: toEuros(row.paidCents),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

const isOperator = (role: string) => role === 'admin' || role === 'staff';

/**
 * Disables or re-enables an account. Staff may only act on members (and owners), never on operators; nobody on
 * themselves. Disabling ends every open session in the same transaction, so the member's next call answers 401.
 * A repeated call finds the account already in that state and changes and records nothing.
 */
export async function setGuestDisabled(
  db: Database,
  actor: SessionUser,
  id: string,
  disabled: boolean,
  now: Date,
): Promise<void> {
  if (actor.id === id) throw new AppError(403, 'error.guest_not_yourself', { code: 'not_yourself' });
  await db.transaction(async (tx) => {
    const user = await findGuest(tx, id, true);
    if (actor.role !== 'admin' && isOperator(user.role)) {
      throw new AppError(403, 'error.guest_operator_protected', { code: 'operator_protected' });
    }
    if ((user.disabledAt !== null) === disabled) return;
    const [changed] = await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(users.id, id))
      .returning();
    if (!changed) throw notFound('guest_not_found');
    if (disabled) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    }
    await recordAudit(tx, {
      actor,
      action: disabled ? 'user.disable' : 'user.enable',
      subjectType: 'user',
      subjectId: id,
      before: auditedUser(user),
      after: auditedUser(changed),
      at: now,
    });
  });
}

/**
 * Changes an account's role (admin only). Not one's own; the last active admin cannot be demoted (409). Setting the
 * role it already has changes and records nothing.
 */
export async function changeGuestRole(
  db: Database,
  actor: SessionUser,
  id: string,
  role: AssignableRole,
  now: Date,
): Promise<void> {
  if (actor.role !== 'admin') throw forbidden();
  if (actor.id === id) throw new AppError(403, 'error.guest_not_yourself', { code: 'not_yourself' });
  await db.transaction(async (tx) => {
    // One role change at a time, so two admins demoting each other cannot leave none.
    await tx.execute(sql`select pg_advisory_xact_lock(480355913)`);
    // The session was checked before the lock: the actor may have lost the role meanwhile.
    const [stillAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, actor.id),
          eq(users.role, 'admin'),
          isNull(users.disabledAt),
          isNull(users.deletedAt),
        ),
      );
    if (!stillAdmin) throw forbidden();
    const user = await findGuest(tx, id, true);
    if (user.role === role) return;
    if (user.role === 'admin') {
      const [others] = await tx
        .select({ total: count() })
        .from(users)
        .where(
          and(eq(users.role, 'admin'), ne(users.id, id), isNull(users.deletedAt), isNull(users.disabledAt)),
        );
      if (!others?.total) throw new AppError(409, 'error.guest_last_admin', { code: 'last_admin' });
    }
    const [changed] = await tx
      .update(users)
      .set({ role: role as UserRow['role'] })
      .where(eq(users.id, id))
      .returning();
    if (!changed) throw notFound('guest_not_found');
    await recordAudit(tx, {
      actor,
      action: 'user.role',
      subjectType: 'user',
      subjectId: id,
      before: auditedUser(user),
      after: auditedUser(changed),
      at: now,
    });
  });
}
