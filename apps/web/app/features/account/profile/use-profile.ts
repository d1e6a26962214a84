import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { MeResponse } from '@konak/domain/api/auth/me';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { getProfile } from '../api/get-profile';

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'loaded'; profile: MeResponse }
  /**
   * `message`: the server's translated text or the check-your-connection one (spec §8), null when the
   * answer made no sense. `sessionExpired`: the token stopped working since the page checked it (401).
   */
  | { status: 'failed'; message: string | null; sessionExpired: boolean };

function failureOf(error: unknown): ProfileLoad {
  if (!(error instanceof ApiError)) return { status: 'failed', message: null, sessionExpired: false };
  return { status: 'failed', message: error.message, sessionExpired: error.status === 401 };
}

/** The signed-in member's profile and membership from GET /api/auth/me, loaded in the browser. */
export function useProfile(): ProfileLoad & { retry: () => void; replaceUser: (user: AuthUser) => void } {
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { language } = useLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "try again" asks for a new call.
  useEffect(() => {
    const abort = new AbortController();
    setLoad({ status: 'loading' });
    getProfile({ language, signal: abort.signal })
      .then((profile) => setLoad({ status: 'loaded', profile }))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setLoad(failureOf(error));
      });
    return () => abort.abort();
  }, [attempt, language]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // After a profile change the server's answer is the new user; the membership part has not changed.
  const replaceUser = useCallback(
    (user: AuthUser) =>
      setLoad((current) =>
        current.status === 'loaded' ? { status: 'loaded', profile: { ...current.profile, user } } : current,
      ),
    [],
  );
  return { ...load, retry, replaceUser };
}
