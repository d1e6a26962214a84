import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True when this component's first render was on the server or while hydrating the server's HTML, and it
 * stays true for the component's life; false when it first mounted in the browser (a client navigation).
 */
export function useRenderedFromServerHtml(): boolean {
  const serverOrHydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [fromServerHtml] = useState(serverOrHydrating);
  return fromServerHtml;
}
