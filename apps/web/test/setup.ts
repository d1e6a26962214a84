import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily imported chunks are transformed on first use; on a busy CI machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only cleans up by itself when test globals are enabled; they are not.
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    document.cookie = 'lang=; Max-Age=0; Path=/';
  }
});
