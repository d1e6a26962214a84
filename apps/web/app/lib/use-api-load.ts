import type { Language } from '@konak/domain/languages';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../i18n/i18n-context';
import { ApiError, type CallOptions } from './api-client';

/**
 * A signed-in page's data (member and back-office pages, brief §1: loaded in the browser with the stored token, in
 * the page language).
 * `message`: the server's translated text or the check-your-connection one (spec §8), null when the answer made no
 * sense. `sessionExpired`: the token stopped working since the page checked it (401).
 */
export type ApiLoad<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; message: string | null; sessionExpired: boolean };

export type ApiLoadCall<T> = (options: CallOptions & { language: Language }) => Promise<T>;

function failureOf(error: unknown): ApiLoad<never> {
  if (!(error instanceof ApiError)) return { status: 'failed', message: null, sessionExpired: false };
  return { status: 'failed', message: error.message, sessionExpired: error.status === 401 };
}

/**
 * Loads with `call` when the page mounts and when its language changes. `retry` asks again after a failure;
 * `update` changes the loaded data in place (an entry removed, a profile saved). `call` must be stable.
 */
export function useApiLoad<T>(call: ApiLoadCall<T>) {
  const [state, setState] = useState<ApiLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { language } = useLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "try again" asks for a new call.
  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    call({ language, signal: abort.signal })
      .then((data) => setState({ status: 'loaded', data }))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState(failureOf(error));
      });
    return () => abort.abort();
  }, [call, attempt, language]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, retry, update, language };
}
