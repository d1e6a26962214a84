import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestId } from './request-logging.ts';

describe('redactUrl', () => {
  it('keeps paths and harmless parameters, and hides the values of those that can carry a secret', () => {
    expect(redactUrl('/en/rentals?checkIn=2031-05-01&adults=2')).toBe(
      '/en/rentals?checkIn=2031-05-01&adults=2',
    );
    expect(redactUrl('/en/reset-password?token=abc.def')).toBe('/en/reset-password?token=[redacted]');
    expect(redactUrl('/api/auth/google/callback?state=s1&code=c2&scope=openid')).toBe(
      '/api/auth/google/callback?state=[redacted]&code=[redacted]&scope=openid',
    );
    expect(redactUrl('/x?resetToken=1&Password=2&api%5Fkey=3&cardNumber=4')).toBe(
      '/x?resetToken=[redacted]&Password=[redacted]&api%5Fkey=[redacted]&cardNumber=[redacted]',
    );
    expect(redactUrl('/x?token&%E0=1')).toBe('/x?token&%E0=1');
    expect(redactUrl('/media/a.avif')).toBe('/media/a.avif');
  });
});

describe('requestId', () => {
  const withHeader = (value?: string | string[]) =>
    ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;

  it("takes nginx's id when it is well formed, else makes a UUID", () => {
    expect(requestId(withHeader('0123456789abcdef0123456789abcdef'))).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    for (const bad of [undefined, 'short', 'has space in it', 'x'.repeat(65), ['a1b2c3d4e5', 'f6a7b8c9d0']]) {
      expect(requestId(withHeader(bad))).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });
});
