import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BASE64URL_PATTERN,
  BROWSER_BINDING_LENGTH,
  createBrowserBinding,
  hashBrowserBinding,
} from './browser-binding.ts';

const fitsTheApi = (value: string) =>
  value.length === BROWSER_BINDING_LENGTH && BASE64URL_PATTERN.test(value);

describe('browser binding', () => {
  it('is 256 random bits in base64url, different every time', () => {
    const bindings = new Set(Array.from({ length: 50 }, createBrowserBinding));
    expect(bindings.size).toBe(50);
    for (const binding of bindings) {
      expect(fitsTheApi(binding)).toBe(true);
      expect(Buffer.from(binding, 'base64url')).toHaveLength(32);
    }
  });

  it('hashes to the SHA-256 of its text, as Node computes it, in the same format', async () => {
    const binding = createBrowserBinding();
    const hash = await hashBrowserBinding(binding);
    expect(hash).toBe(createHash('sha256').update(binding).digest('base64url'));
    expect(fitsTheApi(hash)).toBe(true);
  });
});
