import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSite, insertFullApartment } from './seo-fixtures.ts';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

let site: Awaited<ReturnType<typeof buildTestSite>>;
let pagePath: string;

beforeAll(async () => {
  site = await buildTestSite();
  const full = await insertFullApartment(site.db);
  pagePath = `/en/apartment/${encodeURIComponent(full.slugs.en)}`;
  // Vite compiles the web app for the first render: slow on a busy machine.
}, 300_000);
afterAll(() => site.app.close());

// The page route has its own compression settings and sends a render that finishes quickly whole
// (streamed-page-compression.ts, whole-body-if-quick.ts, decision 113): the answer must still be the whole page,
// compressed as the browser asked.
describe('a page rendered afresh', () => {
  it('answers in brotli to a browser that takes it, the whole document at once', {
    timeout: 120_000,
  }, async () => {
    const headers = { 'user-agent': BROWSER, cookie: 'other=1' };
    const plain = await site.app.inject({ method: 'GET', url: pagePath, headers });
    const compressed = await site.app.inject({
      method: 'GET',
      url: pagePath,
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    // Compressed in one piece, so its length is known: not a chunked stream.
    expect(compressed.headers['content-length']).toBe(String(compressed.rawPayload.length));
    expect(compressed.headers['transfer-encoding']).toBeUndefined();
    const html = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(html.endsWith('</html>')).toBe(true);
    // The same document as the uncompressed answer, but for each answer's own CSP nonce.
    const withoutNonce = (text: string) => text.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonce(html)).toBe(withoutNonce(plain.body));
  });
});
