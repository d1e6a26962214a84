import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true afterwards: the heart only exists where its code runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
