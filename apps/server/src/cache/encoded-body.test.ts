import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, negotiateEncoding } from './encoded-body.ts';

const OFFERED = ['gzip', 'br'] as const;

describe('negotiateEncoding', () => {
  it('takes our preferred encoding among those the client accepts equally', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', OFFERED)).toBe('gzip');
    expect(negotiateEncoding('br', OFFERED)).toBe('br');
    expect(negotiateEncoding('x-gzip', OFFERED)).toBe('gzip');
  });

  it('follows q-values, refuses q=0 and understands the wildcard', () => {
    expect(negotiateEncoding('gzip;q=0.5, br', OFFERED)).toBe('br');
    expect(negotiateEncoding('gzip;q=0, *', OFFERED)).toBe('br');
    expect(negotiateEncoding('*;q=0', OFFERED)).toBeUndefined();
    expect(negotiateEncoding('identity', OFFERED)).toBeUndefined();
    expect(negotiateEncoding(undefined, OFFERED)).toBeUndefined();
    expect(negotiateEncoding('GZIP;Q=1', OFFERED)).toBe('gzip');
  });
});

describe('EncodedBody', () => {
  it('compresses each encoding once and decompresses to the body', async () => {
    const body = Buffer.from(
      JSON.stringify({ items: Array(200).fill({ title: 'Galata loft', price: 120 }) }),
    );
    const answer = new EncodedBody(body);
    const gzip = await answer.variant('gzip');
    expect(answer.variant('gzip')).toBe(answer.variant('gzip'));
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(await answer.variant('br')).equals(body)).toBe(true);
    expect(gzip.length).toBeLessThan(body.length / 5);
  });
});

describe('a quick EncodedBody (decision 105)', () => {
  it('prefers brotli, compressed cheaply, and still decompresses to the body', async () => {
    const body = Buffer.from(
      JSON.stringify({
        items: Array.from({ length: 300 }, (_, index) => ({ title: `Loft ${index}`, index })),
      }),
    );
    const quick = new EncodedBody(body, { quick: true });
    const usual = new EncodedBody(body);
    const quickBrotli = await quick.variant('br');
    expect(brotliDecompressSync(quickBrotli).equals(body)).toBe(true);
    expect(gunzipSync(await quick.variant('gzip')).equals(body)).toBe(true);
    // Quality 0 against 5: a different (larger) encoding of the same body.
    expect(quickBrotli.equals(await usual.variant('br'))).toBe(false);
    expect(quickBrotli.length).toBeLessThan(body.length / 3);
    expect(quick.quick).toBe(true);
    expect(usual.quick).toBe(false);
  });

  it('compresses a large body (off the event loop) just as faithfully', async () => {
    const body = Buffer.from(
      JSON.stringify(
        Array.from({ length: 20_000 }, (_, index) => ({ night: index, price: (index * 37) % 911 })),
      ),
    );
    expect(body.length).toBeGreaterThan(128 * 1024);
    const quick = new EncodedBody(body, { quick: true });
    expect(brotliDecompressSync(await quick.variant('br')).equals(body)).toBe(true);
  });
});
