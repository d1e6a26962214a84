import { constants as zlib } from 'node:zlib';

/**
 * Brotli for a page rendered afresh and streamed (a visitor outside the page cache's key, decision 100), compressed
 * on the fly at every request. Quality 2 instead of the app's 3 (decision 113): a fifth less compression CPU
 * (~0.5 against ~0.63 ms per uncached apartment page on libuv's thread), for ~2 % more bytes (21.0 against 20.8 KB
 * for a 100 KB apartment page, still 7 % under gzip -6). Cached pages keep their own better brotli, made once
 * (nonce-brotli.ts), so what a first visit downloads does not change.
 */
export const STREAMED_PAGE_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } };
