import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False on the server and during hydration, true afterwards: what only works with JavaScript switches on here. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
