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
