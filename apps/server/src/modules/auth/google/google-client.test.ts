import { describe, expect, it } from 'vitest';
import { isLoopback } from './google-client.ts';

describe('isLoopback', () => {
  it.each(['http://localhost:4000', 'http://127.0.0.1:4000/issuer', 'http://[::1]:4000'])(
    'lets production reach an http issuer on this machine: %s',
    (url) => expect(isLoopback(new URL(url))).toBe(true),
  );

  it.each([
    'http://example.com',
    'http://localhost.example.com',
    'http://10.0.0.1',
    'http://127.0.0.2.nip.io',
  ])('keeps every other http issuer out of production: %s', (url) =>
    expect(isLoopback(new URL(url))).toBe(false),
  );
});
