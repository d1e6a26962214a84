import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueVersion } from '../cache/catalogue-changes.ts';
import {
  capturePage,
  createPageCache,
  PAGE_MAX_AGE_MS,
  pageCacheKey,
  sendCapturedPage,
} from './page-cache.ts';
import type { CataloguePart } from './page-dependencies.ts';

/** What the stand-in renderer's pages read: the owners page only the settings, an apartment page its calendar too. */
function partsReadBy(url: string): CataloguePart[] {
  if (url.startsWith('/owners')) return ['settings'];
  if (url.startsWith('/legal')) return ['listings', 'settings'];
  return ['listings', 'prices', 'bookings', 'settings'];
}

/** A stand-in for the page renderer: counts renders and answers what the path asks for. */
let renders = 0;
let now = 1_000_000;
let catalogue: CatalogueVersion = { listings: 0, prices: 0, bookings: 0, settings: 0 };
let day = '2026-11-27';
let build = 'build-1';
const cache = createPageCache({ now: () => now });
const app = Fastify();
app.get('/*', async (request, reply) => {
  const nonce = randomBytes(16).toString('base64');
  reply.header('x-nonce', nonce);
  const key = pageCacheKey(request);
  if (!key) return reply.send('not cached');
  const page = await cache.get(key, { build, day, catalogue: { ...catalogue } }, async () => {
    renders++;
    const setsCookie = request.url.includes('cookie');
    const html = `<!DOCTYPE html><script nonce="${nonce}">start()</script>${'<p>Boğaz manzarası</p>'.repeat(200)}`;
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' });
    if (setsCookie) headers.append('set-cookie', 'lang=tr; Path=/');
    const status = request.url.includes('missing') ? 404 : request.url.includes('broken') ? 500 : 200;
    return capturePage(new Response(html, { status, headers }), nonce, partsReadBy(request.url));
  });
  return sendCapturedPage(request, reply, page, nonce);
});
afterAll(() => app.close());
beforeEach(() => {
  renders = 0;
  catalogue = { listings: 0, prices: 0, bookings: 0, settings: 0 };
  day = '2026-11-27';
  build = 'build-1';
  cache.clear();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'gzip, br', ...headers },
  });

describe('the page cache', () => {
  it('renders a page once for many visitors, each answer carrying its own nonce, in brotli or gzip', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        get('/apartment/galata-loft', { 'accept-encoding': index % 2 ? 'gzip' : 'gzip, br' }),
      ),
    );
    expect(renders).toBe(1);
    const nonces = new Set<string>();
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(index % 2 ? 'gzip' : 'br');
      expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
      const nonce = String(answer.headers['x-nonce']);
      const html = (index % 2 ? gunzipSync : brotliDecompressSync)(answer.rawPayload).toString();
      expect(html).toContain(`<script nonce="${nonce}">start()</script>`);
      expect(html).toContain('Boğaz manzarası');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(6);
  });

  it('sends the page uncompressed to clients without gzip', async () => {
    await get('/owners');
    const plain = await get('/owners', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`nonce="${plain.headers['x-nonce']}"`);
    expect(renders).toBe(1);
  });

  it('keeps 404 pages but neither errors nor answers that set a cookie', async () => {
    await get('/apartment/missing');
    expect((await get('/apartment/missing')).statusCode).toBe(404);
    expect(renders).toBe(1);
    await get('/broken');
    await get('/broken');
    await get('/sets-cookie');
    const again = await get('/sets-cookie');
    expect(again.headers['set-cookie']).toBe('lang=tr; Path=/');
    expect(renders).toBe(5);
  });

  it('keys pages by URL and language cookie, the same page for crawlers and people', async () => {
    await get('/rentals?adults=2');
    await get('/rentals?adults=3');
    await get('/rentals?adults=2', { cookie: 'lang=en' });
    expect(renders).toBe(3);
    await get('/rentals?adults=2', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await get('/rentals?adults=2', { cookie: 'lang=en' });
    await get('/rentals?adults=2', {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    });
    await get('/rentals?adults=2', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1' });
    await get('/rentals?adults=2', { 'user-agent': 'bingbot/2.0 (+http://www.bing.com/bingbot.htm)' });
    expect(renders).toBe(3);
  });

  it('keeps a page until a notice of a part it read arrives, through notices of the others', async () => {
    await get('/owners');
    await get('/apartment/galata-loft');
    await get('/en/apartment/galata-loft');
    expect(renders).toBe(3);
    catalogue.prices++;
    catalogue.bookings++;
    now += 60_000;
    await get('/owners');
    expect(renders).toBe(3);
    await get('/apartment/galata-loft');
    await get('/en/apartment/galata-loft');
    expect(renders).toBe(5);
    await get('/apartment/galata-loft');
    expect(renders).toBe(5);
    catalogue.settings++;
    await get('/owners');
    await get('/apartment/galata-loft');
    expect(renders).toBe(7);
  });

  it('renders again on a new Istanbul day, a new build or after the safety age', async () => {
    await get('/owners');
    day = '2026-11-28';
    await get('/owners');
    build = 'build-2';
    await get('/owners');
    expect(renders).toBe(3);
    now += PAGE_MAX_AGE_MS - 1;
    await get('/owners');
    expect(renders).toBe(3);
    now += 1;
    await get('/owners');
    expect(renders).toBe(4);
  });

  it('keys pages by the cookie-consent choice too, whatever the order of the cookies', async () => {
    await get('/legal/kvkk');
    await get('/legal/kvkk', { cookie: 'konak_consent=v1.essential' });
    await get('/legal/kvkk', { cookie: 'konak_consent=v1.all' });
    expect(renders).toBe(3);
    await get('/legal/kvkk', { cookie: 'konak_consent=v1.essential' });
    await get('/legal/kvkk', { cookie: 'lang=en; konak_consent=v1.all' });
    await get('/legal/kvkk', { cookie: 'konak_consent=v1.all; lang=en' });
    expect(renders).toBe(4);
    expect((await get('/', { cookie: 'konak_consent=<script>' })).body).toBe('not cached');
    expect((await get('/', { cookie: 'konak_consent=v1.all; tracker=1' })).body).toBe('not cached');
  });

  it('never answers signed-in requests, other cookies or other methods from the cache', async () => {
    expect((await get('/', { authorization: 'Bearer token' })).body).toBe('not cached');
    expect((await get('/', { cookie: 'lang=en; session=abc' })).body).toBe('not cached');
    expect((await get(`/?${'q'.repeat(3000)}`)).body).toBe('not cached');
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(renders).toBe(0);
  });
});
