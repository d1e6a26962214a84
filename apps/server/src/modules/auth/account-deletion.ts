import type {
  CheckDeleteEligibilityResponse,
  DeleteBlocker,
} from '@konak/domain/api/auth/check-delete-eligibility';
import { cancellationOutcome } from '@konak/domain/cancellation';
import { istanbulDate } from '@konak/domain/stay-dates';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { verificationCodes } from '../../db/schema/verification-codes.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeUserSessions } from '../../http/session-tokens.ts';
import type { AuthContext } from './auth-context.ts';
import { verifyPassword } from './passwords.ts';
import type { UserRow } from './user-repository.ts';

/**
 * Account deletion (spec §5): refused while reservations are active (pending or confirmed with check-out still
 * ahead, Istanbul time), naming those that can no longer be cancelled. A deleted account is anonymised, not
 * removed: its reservations stay for accounting.
 */
export async function deleteEligibility(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<CheckDeleteEligibilityResponse> {
  const active = await db
    .select({
      isRefundable: reservations.isRefundable,
      checkIn: reservations.checkIn,
      paidCents: reservations.paidCents,
      guaranteeFeeCents: reservations.guaranteeFeeCents,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        inArray(reservations.status, ['pending', 'confirmed']),
        gt(reservations.checkOut, istanbulDate(now)),
      ),
    );
  const nonCancellable = active.filter(
    (reservation) => !cancellationOutcome({ ...reservation, now }).allowed,
  );
  const reasons: DeleteBlocker[] = [];
  if (active.length > 0) reasons.push('active_reservations');
  if (nonCancellable.length > 0) reasons.push('non_cancellable_reservations');
  return {
    canDelete: reasons.length === 0,
    reasons,
    activeReservations: active.length,
    nonCancellableReservations: nonCancellable.length,
  };
}

export async function deleteAccount(
  context: AuthContext,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  const { db } = context.services.database;
  // A stolen token alone must not be able to destroy the account: password accounts confirm with it.
  if (user.passwordHash) {
    if (!password) {
      throw new AppError(400, 'error.password_required', {
        code: 'password_required',
        errors: [{ field: 'password', message: 'error.password_required' }],
      });
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(400, 'error.wrong_password', {
        code: 'wrong_password',
        errors: [{ field: 'password', message: 'error.wrong_password' }],
      });
    }
  }
  const eligibility = await deleteEligibility(db, user.id);
  if (!eligibility.canDelete) {
    const nonCancellable = eligibility.reasons.includes('non_cancellable_reservations');
    throw new AppError(
      422,
      nonCancellable
        ? 'error.account_has_non_cancellable_reservations'
        : 'error.account_has_active_reservations',
      {
        code: nonCancellable ? 'non_cancellable_reservations' : 'active_reservations',
        details: { reasons: eligibility.reasons },
      },
    );
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        // Unique and lower-case like every e-mail, yet no one can ever own it (.invalid, RFC 2606).
        email: `deleted-${user.id}@deleted.invalid`,
        phone: null,
        passwordHash: null,
        googleSubject: null,
        emailVerifiedAt: null,
        deletedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx.delete(favorites).where(eq(favorites.userId, user.id));
    await tx
      .delete(verificationCodes)
      .where(or(eq(verificationCodes.userId, user.id), eq(verificationCodes.email, user.email)));
  });
  await revokeUserSessions(context.services, user.id);
}
