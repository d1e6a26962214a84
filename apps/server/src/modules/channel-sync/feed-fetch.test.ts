import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError } from './feed-errors.ts';
import { type FeedFetchLimits, fetchFeed } from './feed-fetch.ts';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['fc00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:93.184.216.34', true],
    ['2002:7f00:1::1', false],
    ['64:ff9b::7f00:1', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('lets loopback through only when the test-only setting asks, never private ranges', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isPublicAddress('169.254.169.254', { allowLoopback: true })).toBe(false);
  });
});

describe('fetchFeed', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const redirect = url.searchParams.get('to');
      if (url.pathname === '/redirect' && redirect) {
        response.writeHead(302, { location: redirect }).end();
      } else if (url.pathname === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else if (url.pathname === '/big') {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        // No content-length: the cap must hold while reading.
        for (let chunk = 0; chunk < 40; chunk++) response.write('x'.repeat(64 * 1024));
        response.end();
      } else if (url.pathname === '/slow') {
        // Never answers.
      } else if (url.pathname === '/missing') {
        response.writeHead(404).end();
      } else {
        response
          .writeHead(200, { 'content-type': 'text/calendar' })
          .end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const limits: FeedFetchLimits = {
    timeoutMs: 2000,
    maxBytes: 1024 * 1024,
    maxRedirects: 3,
    allowLoopback: true,
  };
  const failure = async (url: string, overrides: Partial<FeedFetchLimits> = {}) => {
    try {
      await fetchFeed(url, { ...limits, ...overrides });
    } catch (error) {
      if (error instanceof FeedError) return error.code;
      throw error;
    }
    return 'fetched';
  };

  it('reads an answer, following a redirect', async () => {
    expect(await fetchFeed(`${base}/feed.ics`, limits)).toContain('BEGIN:VCALENDAR');
    expect(await fetchFeed(`${base}/redirect?to=/feed.ics`, limits)).toContain('BEGIN:VCALENDAR');
  });

  it('refuses loopback without the test-only setting, by literal address and after DNS', async () => {
    expect(await failure(`${base}/feed.ics`, { allowLoopback: false })).toBe('address_refused');
    const port = (server.address() as AddressInfo).port;
    expect(await failure(`http://localhost:${port}/feed.ics`, { allowLoopback: false })).toBe(
      'address_refused',
    );
    expect(await failure(`http://[::ffff:127.0.0.1]:${port}/feed.ics`, { allowLoopback: false })).toBe(
      'address_refused',
    );
  });

  it('refuses redirects into private, link-local and unique-local addresses, and other schemes', async () => {
    for (const target of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/feed.ics',
      'http://192.168.1.1/feed.ics',
      'http://[fd00::1]/feed.ics',
      'http://[fe80::1]/feed.ics',
      'http://[::ffff:10.0.0.1]/feed.ics',
      'file:///etc/passwd',
    ]) {
      expect(await failure(`${base}/redirect?to=${encodeURIComponent(target)}`)).toBe('address_refused');
    }
    expect(await failure('ftp://example.com/feed.ics')).toBe('address_refused');
  });

  it('caps redirects, size and time, and reports a refused status', async () => {
    expect(await failure(`${base}/loop`)).toBe('too_many_redirects');
    expect(await failure(`${base}/big`)).toBe('too_large');
    expect(await failure(`${base}/slow`, { timeoutMs: 300 })).toBe('timeout');
    expect(await failure(`${base}/missing`)).toBe('http_status');
  });
});
