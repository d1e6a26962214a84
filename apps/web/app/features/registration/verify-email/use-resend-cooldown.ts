import { RESEND_COOLDOWN_SECONDS } from '@konak/domain/auth/auth-limits';
import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds until another code may be requested (spec §4: 60 s after each send). It starts running at once,
 * because the modal opens right after a code was sent; `restart` starts it again after a resend.
 */
export function useResendCooldown(): { remaining: number; restart: (seconds?: number) => void } {
  const [availableAt, setAvailableAt] = useState(() => Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((availableAt - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback((seconds: number = RESEND_COOLDOWN_SECONDS) => {
    const start = Date.now();
    setNow(start);
    setAvailableAt(start + seconds * 1000);
  }, []);

  return { remaining, restart };
}
