import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazily imported chunks are transformed on first use; on a busy CI machine that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

// Testing Library only cleans up by itself when test globals are enabled; they are not. Stubbed globals (fetch),
// spies, fake clocks and browser storage end with the test that made them, so no test starts from another's leftovers.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    document.cookie = 'lang=; Max-Age=0; Path=/';
  }
});
