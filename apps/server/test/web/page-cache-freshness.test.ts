import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments, apartmentTranslations } from '../../src/db/schema/apartments.ts';
import { pricingDays } from '../../src/db/schema/pricing.ts';
import { cacheRequests } from '../../src/metrics/metrics.ts';
import { buildTestSite, insertFullApartment } from './seo-fixtures.ts';

// A guest's phone browser; crawlers get the same page (decision 114).
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

let site: Awaited<ReturnType<typeof buildTestSite>>;
let full: Awaited<ReturnType<typeof insertFullApartment>>;
let pagePath: string;

beforeAll(async () => {
  site = await buildTestSite({ cachePages: true });
  full = await insertFullApartment(site.db);
  pagePath = `/en/apartment/${encodeURIComponent(full.slugs.en)}`;
  // Vite compiles the web app for the first render: slow on a busy machine.
}, 300_000);
afterAll(() => site.app.close());

async function pageHits(): Promise<number> {
  const metric = await cacheRequests.get();
  return (
    metric.values.find((value) => value.labels.cache === 'pages' && value.labels.result === 'hit')?.value ?? 0
  );
}

async function fetchPage(url = pagePath) {
  const response = await site.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('cached pages after a committed change', () => {
  it('answers an unchanged page from the cache', { timeout: 120_000 }, async () => {
    await fetchPage();
    const hits = await pageHits();
    await fetchPage();
    expect(await pageHits()).toBe(hits + 1);
  });

  it('gives every cached answer its own nonce, the one its CSP names, in each script', async () => {
    await fetchPage();
    const nonces = new Set<string>();
    for (const encoding of ['gzip', 'gzip', 'identity', 'br, gzip']) {
      const hits = await pageHits();
      const response = await site.app.inject({
        method: 'GET',
        url: pagePath,
        headers: { 'user-agent': BROWSER, 'accept-encoding': encoding },
      });
      expect(await pageHits()).toBe(hits + 1);
      const decode = { gzip: gunzipSync, br: brotliDecompressSync }[
        String(response.headers['content-encoding'])
      ];
      expect(response.headers['content-encoding']).toBe(
        { gzip: 'gzip', identity: undefined, 'br, gzip': 'br' }[encoding],
      );
      const html = decode ? decode(response.rawPayload).toString() : response.body;
      const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{24})'/.exec(
        String(response.headers['content-security-policy']),
      )?.[1];
      if (!nonce) throw new Error('no nonce in the Content-Security-Policy');
      const inPage = [...html.matchAll(/<script[^>]* nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(inPage.length).toBeGreaterThan(2);
      expect(new Set(inPage)).toEqual(new Set([nonce]));
      expect(html).toMatch(/<\/html>$/);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('sends people the page whole, the same page crawlers get, without React’s reveal runtime', async () => {
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    const person = await fetchPage();
    const crawler = await site.app.inject({
      method: 'GET',
      url: pagePath,
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(person).not.toContain('$RC(');
    expect(person).not.toContain('<template id="B:');
    expect(withoutNonce(person)).toBe(withoutNonce(crawler.body));
  });

  it('preloads its translation files in one answer, kept for good, and keeps their texts out of the HTML', async () => {
    const html = await fetchPage();
    const links = [
      ...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"[^>]* data-translations=""/g),
    ];
    expect(links).toHaveLength(1);
    const address = links[0]?.[1] ?? '';
    expect(address).toMatch(/^\/i18n\/en\/common\+listing\+booking-terms\+reviews\.[\w-]{12}\.json$/);
    const together = await site.app.inject({ method: 'GET', url: address });
    expect(together.statusCode).toBe(200);
    expect(together.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const files = together.json() as Record<string, Record<string, unknown>>;
    expect(Object.keys(files)).toHaveLength(4);
    for (const [file, content] of Object.entries(files)) {
      const alone = await site.app.inject({ method: 'GET', url: file });
      expect(alone.statusCode, file).toBe(200);
      expect(alone.json(), file).toEqual(content);
      expect(html).not.toContain(JSON.stringify(content));
    }
    const stale = await site.app.inject({
      method: 'GET',
      url: address.replace(/\.[\w-]{12}\.json$/, '.AAAAAAAAAAAA.json'),
    });
    expect(stale.headers['cache-control']).toBe('no-cache');
    for (const wrong of [
      '/i18n/xx/common.AAAAAAAAAAAA.json',
      '/i18n/en/nothing.AAAAAAAAAAAA.json',
      '/i18n/ar/admin.AAAAAAAAAAAA.json',
      '/i18n/en/common.json',
      "/i18n/en/%3Cscript%3E'.json",
    ]) {
      const answer = await site.app.inject({ method: 'GET', url: wrong });
      expect(answer.statusCode, wrong).toBe(404);
      expect(answer.json().code, wrong).toBe('not_found');
    }
  });

  it('shows a new title on the next request', async () => {
    expect(await fetchPage()).not.toContain('Freshly renamed loft');
    await site.db
      .update(apartmentTranslations)
      .set({ title: 'Freshly renamed loft' })
      .where(and(eq(apartmentTranslations.apartmentId, full.id), eq(apartmentTranslations.language, 'en')));
    expect(await fetchPage()).toContain('Freshly renamed loft');
  });

  it('shows a new base price on the next request', async () => {
    expect(await fetchPage()).not.toContain('987.65');
    await site.db.update(apartments).set({ basePriceCents: 98765 }).where(eq(apartments.id, full.id));
    expect(await fetchPage()).toContain('987.65');
  });

  it('shows a new calendar price on the next request (the lowest offer of the structured data)', async () => {
    expect(await fetchPage()).not.toContain('55.55');
    const threeDaysAhead = addDays(istanbulDate(new Date()), 3);
    await site.db
      .update(pricingDays)
      .set({ priceCents: 5555 })
      .where(and(eq(pricingDays.apartmentId, full.id), eq(pricingDays.date, threeDaysAhead)));
    expect(await fetchPage()).toContain('55.55');
  });
});
