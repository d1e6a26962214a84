import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine } from './crc32-combine.ts';

describe('crc32Combine', () => {
  it('gives the CRC of two buffers one after the other, from their CRCs and the second length', () => {
    for (const [a, b] of [
      [Buffer.from('hello, '), Buffer.from('world')],
      [Buffer.from(''), Buffer.from('only the second')],
      [Buffer.from('only the first'), Buffer.from('')],
      [randomBytes(1), randomBytes(3)],
      [randomBytes(97_000), randomBytes(24)],
      [randomBytes(24), randomBytes(70_001)],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it('chains over many pieces as a cached page with several nonces does', () => {
    const pieces = Array.from({ length: 12 }, (_, index) => randomBytes(index * 997));
    const combined = pieces.reduce((crc, piece) => crc32Combine(crc, crc32(piece), piece.length), 0);
    expect(combined).toBe(crc32(Buffer.concat(pieces)));
  });
});
