import { constants as zlib } from 'node:zlib';

/**
 * How a page rendered afresh (a visitor outside the page cache's key, decision 100) is compressed on the fly, at
 * every request (decision 113). Cached pages keep their own better brotli, made once (nonce-brotli.ts), so what a
 * first visit downloads does not change.
 */
export const STREAMED_PAGE_COMPRESSION = {
  // Quality 2 instead of the app's 3: a fifth less compression CPU (~0.5 against ~0.63 ms per uncached apartment
  // page), for ~2 % more bytes (21.0 against 20.8 KB for a 100 KB apartment page, still 7 % under gzip -6).
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } },
  // A page sent whole (whole-body-if-quick.ts) is compressed in one call up to this size, not through a stream
  // (the plugin's default for two cores is 8 KB). 256 KB is ~1 ms of brotli at this quality, ~3 ms of gzip.
  syncThreshold: 256 * 1024,
};

/** How long a page rendered afresh may take after its shell and still be sent whole (whole-body-if-quick.ts). */
export const WHOLE_PAGE_WAIT_MS = 20;
