import { randomBytes, randomInt } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWithNonce, compressAroundNoncesBrotli, FIRST_ROUND_TRIP_BODY } from './nonce-brotli.ts';

const QUALITY_5 = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
  },
};

const nonce = () => randomBytes(16).toString('base64');
const RENDER_NONCE = nonce();

/** A page like the server renders: nonced scripts and links in the head, cards, scripts at the end. */
function page(cards: number): string {
  const script = (n: number) => `<script nonce="${RENDER_NONCE}">window.__step = ${n};</script>`;
  const body = Array.from(
    { length: cards },
    (_, index) =>
      `<article><h2>Daire ${index} — Kadıköy, شقة، квартира</h2><p>${'Deniz manzaralı. '.repeat(index % 9)}</p></article>`,
  ).join('');
  return `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="${RENDER_NONCE}"/>${script(1)}</head><body>${body}${script(2)}</body>${script(3)}</html>`;
}

async function roundTrip(html: string, renderNonce = RENDER_NONCE) {
  const texts = html.split(renderNonce).map((text) => Buffer.from(text));
  const compressed = await compressAroundNoncesBrotli(texts, renderNonce.length);
  if (!compressed) throw new Error('not compressed');
  const fresh = nonce();
  return {
    body: brotliWithNonce(compressed, Buffer.from(fresh)),
    expected: html.replaceAll(renderNonce, fresh),
  };
}

describe('brotli with a fresh nonce per response', () => {
  it('decompresses to the page with the new nonce wherever the old one was, smaller than a third', async () => {
    for (const cards of [0, 3, 40, 900]) {
      const { body, expected } = await roundTrip(page(cards));
      expect(brotliDecompressSync(body).toString()).toBe(expected);
      if (cards >= 40) expect(body.length).toBeLessThan(Buffer.byteLength(expected) / 3);
    }
  });

  it('decodes the same whatever the nonce, also when the page repeats text that looks like one', async () => {
    // Text after a nonce that also appears elsewhere, nonces back to back, at both ends, and base64 look-alikes.
    for (let round = 0; round < 40; round++) {
      const parts = Array.from({ length: randomInt(1, 12) }, () =>
        randomInt(3) === 0
          ? ''
          : `${randomBytes(randomInt(1, 30)).toString('base64')}">${'<p>x</p>'.repeat(randomInt(5))}`,
      );
      const { body, expected } = await roundTrip(parts.join(RENDER_NONCE));
      expect(brotliDecompressSync(body).toString()).toBe(expected);
    }
  });

  it('leaves a page that contains a stand-in byte, or a nonce too long to stand in for, to gzip', async () => {
    const texts = ['<p>\u0001</p>', '<p>ok</p>'].map((text) => Buffer.from(text));
    expect(await compressAroundNoncesBrotli(texts, 24)).toBeUndefined();
    expect(await compressAroundNoncesBrotli([Buffer.from('a'), Buffer.from('b')], 40)).toBeUndefined();
    expect(
      await compressAroundNoncesBrotli(
        Array.from({ length: 38 }, () => Buffer.from('x')),
        24,
      ),
    ).toBeUndefined();
  });

  it('refuses a nonce of another length than the page was compressed for', async () => {
    const compressed = await compressAroundNoncesBrotli([Buffer.from('a'), Buffer.from('b')], 24);
    expect(compressed).toBeDefined();
    if (compressed) expect(() => brotliWithNonce(compressed, Buffer.from('short'))).toThrow(RangeError);
  });
});

describe('the first round trip', () => {
  /** A page of pseudo-random words (seeded), about `words` long: text that brotli's better qualities do shrink. */
  function wordyPage(words: number, seed: number): string {
    const vocabulary = [
      'daire',
      'manzara',
      'balkon',
      'Cihangir',
      'kahve',
      'sokak',
      'квартира',
      'شقة',
      'loft',
      'deniz',
    ];
    let state = seed;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state;
    };
    const text = Array.from(
      { length: words },
      () => `${vocabulary[next() % vocabulary.length]}${next() % 97}`,
    );
    return `<html><head><script nonce="${RENDER_NONCE}">1</script></head><body><p>${text.join(' ')}</p></body></html>`;
  }

  it('takes the best quality for a page just over the first round trip, and quality 5 for the others', async () => {
    const sizes = new Map<number, { default: number; sent: number }>();
    for (const words of [1_500, 6_000, 7_000, 8_000, 20_000]) {
      const html = wordyPage(words, words);
      const texts = html.split(RENDER_NONCE).map((text) => Buffer.from(text));
      const compressed = await compressAroundNoncesBrotli(texts, RENDER_NONCE.length);
      if (!compressed) throw new Error('not compressed');
      const body = brotliWithNonce(compressed, Buffer.from(nonce()));
      expect(brotliDecompressSync(body).toString()).toMatch(/^<html>.*<\/html>$/);
      sizes.set(words, { default: brotliCompressSync(html, QUALITY_5).length, sent: body.length });
    }
    const justOver = [...sizes.values()].filter(
      (size) => size.default > FIRST_ROUND_TRIP_BODY && size.default < FIRST_ROUND_TRIP_BODY * 1.1,
    );
    expect(justOver.length).toBeGreaterThan(0);
    for (const size of justOver) expect(size.sent).toBeLessThan(size.default - 200);
    for (const size of sizes.values()) {
      if (size.default < FIRST_ROUND_TRIP_BODY - 100 || size.default > FIRST_ROUND_TRIP_BODY * 1.2) {
        expect(Math.abs(size.sent - size.default)).toBeLessThan(100);
      }
    }
  });
});
