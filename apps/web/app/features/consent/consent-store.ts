import { useSyncExternalStore } from 'react';
import { type ConsentChoice, consentCookie, readConsent } from './consent-cookie';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the choice for a year and tells the banner. */
export function recordConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4.
  document.cookie = consentCookie(choice, { secure: window.location.protocol === 'https:' });
  for (const listener of listeners) listener();
}

/** Whether the browser holds a choice now; the server's answer (root loader) covers the first render. */
export function useConsentInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readConsent(document.cookie) !== null,
    () => false,
  );
}
