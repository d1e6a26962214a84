import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the countdown before the chat opens, and how long the modal stays after it opened. */
export const HAND_OFF_COUNTDOWN_SECONDS = 7;
export const CLOSE_AFTER_AUTOMATIC_OPEN_MS = 2000;
export const CLOSE_AFTER_MANUAL_OPEN_MS = 1000;

/**
 * - `counting`: the countdown runs.
 * - `leaving`: the tab is on its way to the chat (same-tab navigation started).
 * - `automatic`: the page was left for the chat (unloaded, or hidden as the phone's WhatsApp app took over).
 * - `manual`: the guest followed the link, which opens the chat in a new tab.
 * - `failed`: the browser refused the navigation; the link is the way to the chat.
 * - `stopped`: the guest chose to stay (WCAG 2.2.1): no automatic hand-off, the link is the way to the chat.
 */
export type HandOffState = 'counting' | 'leaving' | 'automatic' | 'manual' | 'failed' | 'stopped';

/**
 * The reservation-success hand-off (spec §4, decision 051): counts down from 7 to 0, then takes this tab to the
 * chat (a timer's `window.open` is a pop-up without a user gesture, which browsers block; a navigation is not) and
 * closes 2 s after the page was really left; following the link opens the chat in a new tab and closes 1 s later.
 * Nothing closes on a hand-off that did not happen, and closing the modal early (Escape, ×) cancels the countdown.
 * `paused` holds the countdown (the guest is reading or using the modal); `stay()` ends it for good.
 */
export function useWhatsappHandOff({
  url,
  close,
  paused = false,
}: {
  url: string;
  close: () => void;
  paused?: boolean;
}) {
  const [secondsLeft, setSecondsLeft] = useState(HAND_OFF_COUNTDOWN_SECONDS);
  const [state, setState] = useState<HandOffState>('counting');
  const automaticDone = useRef(false);

  // One tick per second until the countdown ends, then the automatic hand-off, once.
  useEffect(() => {
    if (state !== 'counting' || paused) return;
    if (secondsLeft > 0) {
      const tick = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
      return () => clearTimeout(tick);
    }
    if (automaticDone.current) return;
    automaticDone.current = true;
    try {
      // The reservation is stored before this modal opens, so leaving the site's tab loses nothing.
      window.location.assign(url);
      setState('leaving');
    } catch {
      setState('failed');
    }
  }, [secondsLeft, state, url, paused]);

  // Only a page that was really left counts as handed off: a navigation still loading, or one the browser
  // dropped, keeps the modal and its link on screen.
  useEffect(() => {
    if (state !== 'leaving') return;
    const left = () => setState('automatic');
    const hidden = () => {
      if (document.visibilityState === 'hidden') left();
    };
    window.addEventListener('pagehide', left);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', left);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [state]);

  // Once the chat has opened, the modal closes: 2 s after the automatic hand-off, 1 s after the link.
  useEffect(() => {
    if (state !== 'automatic' && state !== 'manual') return;
    const timer = setTimeout(
      close,
      state === 'automatic' ? CLOSE_AFTER_AUTOMATIC_OPEN_MS : CLOSE_AFTER_MANUAL_OPEN_MS,
    );
    return () => clearTimeout(timer);
  }, [state, close]);

  /** For the link's click and middle click: the browser opens it unless something prevented that. */
  const linkFollowed = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button > 1) return;
    automaticDone.current = true;
    setState('manual');
  }, []);

  const stay = useCallback(() => {
    automaticDone.current = true;
    setState((current) => (current === 'counting' ? 'stopped' : current));
  }, []);

  return { secondsLeft, state, linkFollowed, stay };
}
