import type { AdminReservationDetail } from '@konak/domain/api/admin/admin-reservation-detail';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

export type ActionFailure = { message: string | null; fields: Record<string, string> };

/**
 * Runs one back-office action at a time: `pending` names the one running (its button and every other action are
 * disabled meanwhile), a refusal keeps the server's translated reason and field messages, a success hands the
 * reservation's new detail to `onDone`.
 */
export function useReservationAction(onDone: (detail: AdminReservationDetail) => void) {
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const run = useCallback(
    async (name: string, call: () => Promise<AdminReservationDetail>): Promise<boolean> => {
      setPending(name);
      setFailure(null);
      try {
        onDone(await call());
        return true;
      } catch (error) {
        setFailure(
          error instanceof ApiError
            ? {
                message: error.message,
                fields: Object.fromEntries(error.errors.map((field) => [field.field, field.message])),
              }
            : { message: null, fields: {} },
        );
        return false;
      } finally {
        setPending(null);
      }
    },
    [onDone],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { pending, failure, run, clear };
}
