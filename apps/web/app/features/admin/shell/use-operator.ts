import { type BackOfficeRole, isBackOfficeRole } from '@konak/domain/auth/user-roles';
import { useSession } from '../../../session/session-provider';

export type Operator = { id: string; name: string; role: BackOfficeRole };

/** The signed-in staff member or admin; null for anyone else (and while the sign-in is being checked). */
export function useOperatorOrNull(): Operator | null {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !isBackOfficeRole(user.role)) return null;
  return { id: user.id, name: user.name, role: user.role };
}

/** The operator of a back-office page, which the /admin layout only renders for one. */
export function useOperator(): Operator {
  const operator = useOperatorOrNull();
  if (!operator) throw new Error('useOperator is only for pages inside the /admin layout');
  return operator;
}
