import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartments, apartmentTranslations } from '../../src/db/schema/apartments.ts';
import { legalDocuments } from '../../src/db/schema/legal.ts';
import { tours } from '../../src/db/schema/tours.ts';
import { useTestApp } from '../helpers/app.ts';
import { insertListing } from './catalogue-fixtures.ts';

const ORIGIN = 'https://konak.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

let listed: Awaited<ReturnType<typeof insertListing>>;
let hidden: Awaited<ReturnType<typeof insertListing>>;
let tourId: string;
const listedChangedAt = new Date('2026-03-04T05:06:07Z');

const context = useTestApp({ PUBLIC_URL: `${ORIGIN}/` });
beforeAll(async () => {
  listed = await insertListing(context.db, { label: 'sitemap' });
  await context.db.update(apartments).set({ updatedAt: listedChangedAt }).where(eq(apartments.id, listed.id));
  hidden = await insertListing(context.db, { label: 'inactive', isActive: false });
  const [tour] = await context.db
    .insert(tours)
    .values({ durationMinutes: 90, maxPeople: 8, basePriceCents: 3000 })
    .returning();
  if (!tour) throw new Error('no tour');
  tourId = tour.id;
  // Start from known legal texts: kvkk in Turkish only, the privacy policy in Turkish and English.
  await context.db.delete(legalDocuments);
  await context.db.insert(legalDocuments).values([
    {
      type: 'kvkk',
      language: 'tr',
      title: 'KVKK',
      content: '<p>x</p>',
      updatedAt: new Date('2026-01-02T03:04:05Z'),
    },
    {
      type: 'privacy-policy',
      language: 'tr',
      title: 'Gizlilik',
      content: '<p>x</p>',
      updatedAt: new Date('2026-02-01T00:00:00Z'),
    },
    {
      type: 'privacy-policy',
      language: 'en',
      title: 'Privacy',
      content: '<p>x</p>',
      updatedAt: new Date('2026-02-15T00:00:00Z'),
    },
  ]);
});

type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> };

/** Parses the sitemap as namespaced XML, failing on anything malformed. */
function parseSitemap(xml: string): Entry[] {
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  expect(root.outerHTML).not.toContain('parsererror');
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  expect(root.localName).toBe('urlset');
  return [...root.children].map((url) => {
    expect(url.namespaceURI).toBe(SITEMAP_NS);
    expect(url.localName).toBe('url');
    const children = [...url.children];
    const text = (name: string) =>
      children.find((child) => child.namespaceURI === SITEMAP_NS && child.localName === name)?.textContent ??
      null;
    const links = children.filter((child) => child.namespaceURI === XHTML_NS && child.localName === 'link');
    for (const link of links) expect(link.getAttribute('rel')).toBe('alternate');
    const alternates = Object.fromEntries(
      links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    );
    return { loc: text('loc') ?? '', lastmod: text('lastmod'), alternates };
  });
}

async function sitemap() {
  const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return { response, entries: parseSitemap(response.body) };
}

const paths = (path: string) => ({
  tr: `${ORIGIN}${path === '/' ? '/' : path}`,
  en: `${ORIGIN}/en${path === '/' ? '' : path}`,
  ar: `${ORIGIN}/ar${path === '/' ? '' : path}`,
  ru: `${ORIGIN}/ru${path === '/' ? '' : path}`,
});

describe('GET /sitemap.xml', () => {
  it('lists every public page in every language, each with the four alternates and x-default', async () => {
    const { entries } = await sitemap();
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(byLoc.size).toBe(entries.length);
    const expectPage = (urls: Record<string, string>) => {
      for (const language of SUPPORTED_LANGUAGES) {
        const entry = byLoc.get(urls[language] ?? '');
        expect(entry, urls[language]).toBeDefined();
        expect(entry?.alternates).toEqual({ ...urls, 'x-default': urls.tr });
      }
    };
    for (const path of [
      '/',
      '/rentals',
      '/owners',
      `/tour/${tourId}`,
      '/legal/kvkk',
      '/legal/privacy-policy',
    ]) {
      expectPage(paths(path));
    }
    // Every active apartment of the database, by its own slug in each language.
    const slugRows = await context.db
      .select({
        id: apartmentTranslations.apartmentId,
        language: apartmentTranslations.language,
        slug: apartmentTranslations.slug,
      })
      .from(apartmentTranslations)
      .innerJoin(apartments, eq(apartments.id, apartmentTranslations.apartmentId))
      .where(eq(apartments.isActive, true));
    const activeIds = new Set(slugRows.map((row) => row.id));
    for (const id of activeIds) {
      // Arabic and Russian slugs are percent-encoded, as a URL must be.
      const slug = (language: string) =>
        encodeURIComponent(slugRows.find((row) => row.id === id && row.language === language)?.slug ?? '');
      expectPage({
        tr: `${ORIGIN}/apartment/${slug('tr')}`,
        en: `${ORIGIN}/en/apartment/${slug('en')}`,
        ar: `${ORIGIN}/ar/apartment/${slug('ar')}`,
        ru: `${ORIGIN}/ru/apartment/${slug('ru')}`,
      });
    }
    const activeTours = await context.db.select({ id: tours.id }).from(tours).where(eq(tours.isActive, true));
    for (const { id } of activeTours) expectPage(paths(`/tour/${id}`));
    // Nothing else: 3 static pages, the apartments, the tours, 2 legal documents, 4 languages each.
    expect(entries).toHaveLength((3 + activeIds.size + activeTours.length + 2) * 4);
    expect(entries.some((entry) => entry.loc.includes(hidden.slugs.tr))).toBe(false);
    expect(entries.some((entry) => /\/legal\/(terms|cookie|distance)/.test(entry.loc))).toBe(false);
  });

  it("dates each page by its data's last change", async () => {
    const { entries } = await sitemap();
    const lastmod = (loc: string) => entries.find((entry) => entry.loc === loc)?.lastmod;
    expect(lastmod(`${ORIGIN}/ru/apartment/${listed.slugs.ru}`)).toBe('2026-03-04T05:06:07Z');
    // The English privacy policy has its own text; the Arabic page shows the Turkish one and its date.
    expect(lastmod(`${ORIGIN}/en/legal/privacy-policy`)).toBe('2026-02-15T00:00:00Z');
    expect(lastmod(`${ORIGIN}/ar/legal/privacy-policy`)).toBe('2026-02-01T00:00:00Z');
    expect(lastmod(`${ORIGIN}/ar/legal/kvkk`)).toBe('2026-01-02T03:04:05Z');
    for (const entry of entries) {
      if (entry.loc.endsWith('/owners')) expect(entry.lastmod).toBeNull();
      else expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it('follows catalogue changes at once and may be kept by crawlers for ten minutes', async () => {
    const first = await sitemap();
    expect(first.response.headers['cache-control']).toBe('public, max-age=600');
    const added = await insertListing(context.db, { label: 'later' });
    const { entries } = await sitemap();
    expect(entries.map((entry) => entry.loc)).toContain(`${ORIGIN}/ar/apartment/${added.slugs.ar}`);
    expect(entries).toHaveLength(first.entries.length + 4);
  });

  it('is sent compressed to clients that take gzip', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and private pages in every language, and names the sitemap', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    for (const prefix of ['', '/tr', '/en', '/ar', '/ru', '/de', '/fr']) {
      for (const path of [
        '/profile',
        '/reservations',
        '/favorites',
        '/reservation/',
        '/reset-password',
        '/auth/',
      ]) {
        expect(lines).toContain(`Disallow: ${prefix}${path}`);
      }
    }
    // Public pages stay crawlable: no rule is a prefix of them.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const page of [
      '/',
      '/rentals',
      '/en/apartment/x',
      '/ar/tour/y',
      '/legal/kvkk',
      '/media/site/hero/x/960.webp',
    ]) {
      expect(disallowed.some((rule) => page.startsWith(rule))).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
