import { randomBytes, randomInt } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
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

function split(html: string, nonce = RENDER_NONCE): Buffer[] {
  return html.split(nonce).map((text) => Buffer.from(text));
}

/** Random text: HTML-ish words, non-Latin letters, emoji, control characters, and copies of nonce-like strings. */
function randomText(nonceLike: string[]): string {
  const words = [
    '<div class="card">',
    '</div>',
    'nonce="',
    'Kadıköy',
    'квартира',
    'شقة',
    '🏖️',
    '\u0001',
    '\t',
    ' ',
  ];
  let text = '';
  const count = randomInt(0, 400);
  for (let index = 0; index < count; index++) {
    const pick = randomInt(0, 4);
    if (pick === 0) text += words[randomInt(0, words.length)];
    else if (pick === 1) text += nonceLike[randomInt(0, nonceLike.length)];
    else if (pick === 2) text += String.fromCodePoint(randomInt(0x20, 0x2fff));
    else text += randomBytes(randomInt(1, 40)).toString('base64');
  }
  return text;
}

describe('gzip with a fresh nonce per response', () => {
  it('decompresses to the page with the new nonce wherever the old one was', async () => {
    const html = page();
    const compressed = await compressAroundNonces(split(html), RENDER_NONCE.length);
    for (const nonce of ['first+nonce/BBBBBBBBBB==', randomBytes(16).toString('base64').padEnd(25, '=')]) {
      const gzipped = gzipWithNonce(compressed, Buffer.from(nonce));
      const expected = html.replaceAll(RENDER_NONCE, nonce);
      expect(gunzipSync(gzipped).toString()).toBe(expected);
      expect(gzipped.length).toBeLessThan(Buffer.byteLength(expected) / 3);
    }
  });

  it('round-trips random pages and nonces byte for byte, text that looks like the nonce included', async () => {
    for (let round = 0; round < 60; round++) {
      const nonceLength = randomInt(1, 40);
      const renderNonce = randomBytes(nonceLength).toString('base64').slice(0, nonceLength);
      // The page quotes strings that share most of the nonce, the nonce of another response, and the nonce's start.
      const nonceLike = [
        renderNonce.slice(0, -1),
        renderNonce.slice(1),
        randomBytes(nonceLength).toString('hex'),
      ];
      const texts = Array.from({ length: randomInt(1, 20) }, () => randomText(nonceLike));
      const compressed = await compressAroundNonces(
        texts.map((text) => Buffer.from(text)),
        Buffer.byteLength(renderNonce),
      );
      for (let response = 0; response < 3; response++) {
        // Same length as the render's, as every base64 nonce of 16 bytes is; sometimes the render's own nonce.
        const nonce =
          response === 0 ? renderNonce : randomBytes(nonceLength).toString('base64').slice(0, nonceLength);
        const expected = Buffer.from(texts.join(nonce));
        expect(gunzipSync(gzipWithNonce(compressed, Buffer.from(nonce))).equals(expected)).toBe(true);
      }
    }
  });

  it('keeps the history across the nonces: smaller than compressing each text on its own', async () => {
    // A page whose texts repeat one another, as the head and the streamed script chunks of a real page do.
    const chunk = `<section>${randomBytes(1500).toString('base64')}</section>`;
    const html = Array.from({ length: 15 }, () => chunk).join(`<script nonce="${RENDER_NONCE}"></script>`);
    const compressed = await compressAroundNonces(split(html), RENDER_NONCE.length);
    const gzipped = gzipWithNonce(compressed, Buffer.from('x'.repeat(RENDER_NONCE.length)));
    const separately = split(html).reduce((sum, text) => sum + gzipSync(text).length, 0);
    expect(gzipped.length).toBeLessThan(separately / 4);
  });

  it('holds the compressed bytes once: the pieces are views of the response template', async () => {
    const compressed = await compressAroundNonces(split(page()), RENDER_NONCE.length);
    const buffers = new Set(compressed.pieces.map((piece) => piece.buffer));
    expect(buffers.size).toBe(1);
    const gzipped = gzipWithNonce(compressed, Buffer.from('x'.repeat(RENDER_NONCE.length)));
    expect([...buffers][0]?.byteLength).toBe(gzipped.length);
  });

  it('handles a page without a nonce, a nonce at both ends and empty texts', async () => {
    for (const html of [
      '<p>no scripts at all</p>',
      `${RENDER_NONCE}<p>x</p>${RENDER_NONCE}${RENDER_NONCE}`,
      '',
    ]) {
      const compressed = await compressAroundNonces(split(html), RENDER_NONCE.length);
      const nonce = 'n'.repeat(RENDER_NONCE.length);
      expect(gunzipSync(gzipWithNonce(compressed, Buffer.from(nonce))).toString()).toBe(
        html.replaceAll(RENDER_NONCE, nonce),
      );
    }
  });

  it('answers a nonce of another length than the render’s, and one longer than a stored block', async () => {
    const html = page();
    const compressed = await compressAroundNonces(split(html), RENDER_NONCE.length);
    for (const nonce of ['n', '', 'n'.repeat(70_000)]) {
      expect(gunzipSync(gzipWithNonce(compressed, Buffer.from(nonce))).toString()).toBe(
        html.replaceAll(RENDER_NONCE, nonce),
      );
    }
  });

  it('falls back to texts compressed on their own when a text holds the placeholder byte', async () => {
    const texts = [Buffer.from([0x3c, 0xff, 0x3e]), Buffer.from('after'), Buffer.alloc(0)];
    const compressed = await compressAroundNonces(texts, 4);
    expect(compressed.nonceLength).toBeUndefined();
    for (const nonce of ['abcd', 'n', 'n'.repeat(70_000)]) {
      const expected = Buffer.concat([
        texts[0],
        Buffer.from(nonce),
        texts[1],
        Buffer.from(nonce),
      ] as Buffer[]);
      expect(gunzipSync(gzipWithNonce(compressed, Buffer.from(nonce))).equals(expected)).toBe(true);
    }
  });
});
