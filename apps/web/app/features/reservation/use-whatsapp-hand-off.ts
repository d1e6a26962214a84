import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the countdown before the chat opens, and how long the modal stays after it opened. */
export const HAND_OFF_COUNTDOWN_SECONDS = 7;
export const CLOSE_AFTER_AUTOMATIC_OPEN_MS = 2000;
export const CLOSE_AFTER_MANUAL_OPEN_MS = 1000;

/**
 * The reservation-success hand-off (spec §4): counts down from 7 to 0, then opens the WhatsApp link once and
 * closes 2 s later; `openNow` opens it at once and closes 1 s later. The link opens at most once whatever is
 * pressed, and closing the modal early (Escape, ×) cancels everything still pending.
 */
export function useWhatsappHandOff({ url, close }: { url: string; close: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(HAND_OFF_COUNTDOWN_SECONDS);
  const [opened, setOpened] = useState<'automatic' | 'manual' | null>(null);
  const openedOnce = useRef(false);

  const openOnce = useCallback(
    (how: 'automatic' | 'manual') => {
      if (openedOnce.current) return;
      openedOnce.current = true;
      // A new tab without a way back to this page (noopener), and WhatsApp learns nothing of it (noreferrer).
      window.open(url, '_blank', 'noopener,noreferrer');
      setOpened(how);
    },
    [url],
  );

  // One tick per second until the countdown ends, then the automatic hand-off.
  useEffect(() => {
    if (opened) return;
    if (secondsLeft <= 0) {
      openOnce('automatic');
      return;
    }
    const tick = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft, opened, openOnce]);

  // Once the chat has opened, the modal closes: 2 s after the automatic hand-off, 1 s after a click.
  useEffect(() => {
    if (!opened) return;
    const delay = opened === 'automatic' ? CLOSE_AFTER_AUTOMATIC_OPEN_MS : CLOSE_AFTER_MANUAL_OPEN_MS;
    const timer = setTimeout(close, delay);
    return () => clearTimeout(timer);
  }, [opened, close]);

  const openNow = useCallback(() => openOnce('manual'), [openOnce]);
  return { secondsLeft, opened: opened !== null, openNow };
}
