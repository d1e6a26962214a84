import type { CaptchaChallenge, CaptchaSolution } from '@konak/domain/api/auth/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaChallenge } from './api/captcha-challenge';

export type CaptchaStatus = 'idle' | 'solving' | 'solved' | 'failed';

/**
 * The proof-of-work step of the login form (decision 022). `start(challenge)` begins solving in the
 * background while the guest retypes the password; the next login `take()`s the solution (waiting for it
 * if need be). A solution works once, so it is taken, never reused. Unmounting (closing the modal) stops
 * the search.
 */
export function useCaptcha() {
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const search = useRef<{ controller: AbortController; solution: Promise<CaptchaSolution | null> } | null>(
    null,
  );

  const stop = useCallback(() => {
    search.current?.controller.abort();
    search.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  /** Solves the given challenge, or a fresh one from the server when the answer carried none. */
  const start = useCallback(
    (challenge?: CaptchaChallenge) => {
      stop();
      const controller = new AbortController();
      const solution = solve(challenge, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setStatus(found ? 'solved' : 'failed');
          return found;
        },
        () => {
          if (!controller.signal.aborted) setStatus('failed');
          return null;
        },
      );
      search.current = { controller, solution };
      setStatus('solving');
    },
    [stop],
  );

  /** The solution for the next login (null when it could not be found); the step is then used up. */
  const take = useCallback(async (): Promise<CaptchaSolution | null> => {
    const current = search.current;
    if (!current) return null;
    search.current = null;
    const solution = await current.solution;
    if (!current.controller.signal.aborted) setStatus('idle');
    return solution;
  }, []);

  const reset = useCallback(() => {
    stop();
    setStatus('idle');
  }, [stop]);

  return { status, required: status !== 'idle', start, take, reset };
}

async function solve(challenge: CaptchaChallenge | undefined, signal: AbortSignal) {
  const fresh = challenge ?? (await captchaChallenge(signal));
  // Loaded only when a captcha is needed: the domain module brings zod with it.
  const { solveCaptcha } = await import('@konak/domain/auth/captcha-solver');
  return solveCaptcha(fresh, { signal });
}
