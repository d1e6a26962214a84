import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true afterwards. Forms that must never submit natively (a GET
 * would put the password into the address) stay disabled until their handlers are attached; controls that
 * only work with their code wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
