import { useSyncExternalStore } from 'react';

/** Spec §9: below 768 px the site uses its phone layout (bottom sheets, toasts on top). */
export const MOBILE_BREAKPOINT_PX = 768;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-sized; the server (and hydration) assume a phone, as most guests use one. */
export function useIsMobileViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => true,
  );
}
