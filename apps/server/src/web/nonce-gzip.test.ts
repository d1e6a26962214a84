import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAroundNonces, gzipWithNonce } from './nonce-gzip.ts';

const RENDER_NONCE = 'rendered+nonce/AAAAAAAA==';

/** A page like the server renders: scripts carrying the nonce in the head, the body and at the end. */
function page(): string {
  const script = (n: number) => `<script nonce="${RENDER_NONCE}">window.__step = ${n};</script>`;
  const cards = Array.from(
    { length: 40 },
    (_, index) =>
      `<article><h2>Daire ${index} — Kadıköy, شقة، квартира</h2><p>${'Deniz manzaralı. '.repeat(8)}</p></article>`,
  ).join('');
  return `<!DOCTYPE html><html><head>${script(1)}${script(2)}</head><body>${cards}${script(3)}</body>${script(4)}</html>`;
}

describe('gzip with a fresh nonce per response', () => {
  it('decompresses to the page with the new nonce wherever the old one was', async () => {
    const html = page();
    const texts = html.split(RENDER_NONCE).map((text) => Buffer.from(text));
    const compressed = await compressAroundNonces(texts);
    for (const nonce of ['first+nonce/BBBBBBBBBB==', randomBytes(16).toString('base64')]) {
      const gzipped = gzipWithNonce(compressed, Buffer.from(nonce));
      const expected = html.replaceAll(RENDER_NONCE, nonce);
      expect(gunzipSync(gzipped).toString()).toBe(expected);
      expect(gzipped.length).toBeLessThan(Buffer.byteLength(expected) / 3);
    }
  });

  it('handles a page without a nonce, a nonce at both ends and empty texts', async () => {
    for (const html of [
      '<p>no scripts at all</p>',
      `${RENDER_NONCE}<p>x</p>${RENDER_NONCE}${RENDER_NONCE}`,
      '',
    ]) {
      const texts = html.split(RENDER_NONCE).map((text) => Buffer.from(text));
      const gzipped = gzipWithNonce(await compressAroundNonces(texts), Buffer.from('n'));
      expect(gunzipSync(gzipped).toString()).toBe(html.replaceAll(RENDER_NONCE, 'n'));
    }
  });

  it('stores a long inserted text in blocks of at most 65535 bytes', async () => {
    const texts = [Buffer.from('before'), Buffer.from('after')];
    const long = Buffer.from('n'.repeat(70_000));
    const gzipped = gzipWithNonce(await compressAroundNonces(texts), long);
    expect(gunzipSync(gzipped).toString()).toBe(`before${long}after`);
  });
});
