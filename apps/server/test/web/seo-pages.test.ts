import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockOfType,
  blocksOfType,
  type JsonLdBlock,
  type PageHead,
  readPageHead,
  socialTag,
} from './page-head.ts';
import {
  buildTestSite,
  firstTour,
  HOSTILE_TITLE,
  insertFullApartment,
  insertLegalTexts,
  insertSparseApartment,
  ORIGIN,
} from './seo-fixtures.ts';

// Crawlers get the page rendered whole (entry.server.tsx), which is what this reads.
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const PAGE_TYPES = ['home', 'rentals', 'apartment', 'tour', 'owners', 'legal'] as const;
type PageType = (typeof PAGE_TYPES)[number];

let site: Awaited<ReturnType<typeof buildTestSite>>;
let full: Awaited<ReturnType<typeof insertFullApartment>>;
let sparse: Awaited<ReturnType<typeof insertSparseApartment>>;
let tour: Awaited<ReturnType<typeof firstTour>>;
const pages = new Map<string, PageHead>();
const statuses = new Map<string, number>();

const inLanguage = (language: string, path: string) =>
  language === 'tr' ? path : `/${language}${path === '/' ? '' : path}`;

function pagePath(type: PageType, language: Language): string {
  const paths: Record<PageType, string> = {
    home: '/',
    rentals: '/rentals',
    apartment: `/apartment/${encodeURIComponent(full.slugs[language])}`,
    tour: `/tour/${tour.id}`,
    owners: '/owners',
    legal: '/legal/kvkk',
  };
  return inLanguage(language, paths[type]);
}

async function fetchPage(url: string) {
  const response = await site.app.inject({ method: 'GET', url, headers: { 'user-agent': GOOGLEBOT } });
  return { status: response.statusCode, head: readPageHead(response.body) };
}

const page = (type: PageType, language: Language) => {
  const head = pages.get(`${type}:${language}`);
  if (!head) throw new Error(`${type} in ${language} was not fetched`);
  return head;
};

beforeAll(async () => {
  site = await buildTestSite();
  full = await insertFullApartment(site.db);
  sparse = await insertSparseApartment(site.db);
  tour = await firstTour(site.db);
  await insertLegalTexts(site.db);
  for (const type of PAGE_TYPES) {
    for (const language of SUPPORTED_LANGUAGES) {
      const url = pagePath(type, language);
      const { status, head } = await fetchPage(url);
      statuses.set(url, status);
      pages.set(`${type}:${language}`, head);
    }
  }
}, 300_000);
afterAll(() => site?.app.close());

describe('every public page in tr, en, ar and ru', () => {
  it('is rendered on the server with status 200', () => {
    expect([...statuses].filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('is in its language and direction', () => {
    for (const type of PAGE_TYPES) {
      for (const language of SUPPORTED_LANGUAGES) {
        expect(page(type, language).lang, `${type} ${language}`).toBe(language);
        expect(page(type, language).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      }
    }
  });

  it('has a title and a description of its own', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const type of PAGE_TYPES) {
      for (const language of SUPPORTED_LANGUAGES) {
        const { title, description, robots } = page(type, language);
        expect(title.length, `${type} ${language}`).toBeGreaterThan(10);
        expect(description?.length ?? 0, `${type} ${language}`).toBeGreaterThan(10);
        // Results show about 155 characters and cut the rest; a written text may run a little longer.
        expect(description?.length ?? 0, `${type} ${language}`).toBeLessThanOrEqual(200);
        expect(robots, `${type} ${language} may be indexed`).toBeNull();
        titles.add(title);
        descriptions.add(description ?? '');
      }
    }
    expect(titles.size).toBe(PAGE_TYPES.length * SUPPORTED_LANGUAGES.length);
    expect(descriptions.size).toBe(PAGE_TYPES.length * SUPPORTED_LANGUAGES.length);
  });

  it('names its own absolute address as canonical', () => {
    for (const type of PAGE_TYPES) {
      for (const language of SUPPORTED_LANGUAGES) {
        expect(page(type, language).canonical).toBe(`${ORIGIN}${pagePath(type, language)}`);
      }
    }
  });

  it('lists the same hreflang alternates in each language, four languages and x-default, itself included', () => {
    for (const type of PAGE_TYPES) {
      const expected = Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => [language, `${ORIGIN}${pagePath(type, language)}`]),
      );
      for (const language of SUPPORTED_LANGUAGES) {
        expect(page(type, language).alternates, `${type} ${language}`).toEqual({
          ...expected,
          'x-default': expected.tr,
        });
      }
    }
  });

  it('carries Open Graph and Twitter card tags with an absolute picture and its size', () => {
    for (const type of PAGE_TYPES) {
      for (const language of SUPPORTED_LANGUAGES) {
        const head = page(type, language);
        expect(socialTag(head, 'og:title')).toBe(head.title);
        expect(socialTag(head, 'og:description')).toBe(head.description);
        expect(socialTag(head, 'og:url')).toBe(head.canonical);
        expect(socialTag(head, 'og:type')).toBe('website');
        expect(socialTag(head, 'og:site_name').length).toBeGreaterThan(0);
        expect(socialTag(head, 'og:locale')).toMatch(new RegExp(`^${language}_[A-Z]{2}$`));
        expect(head.social['og:locale:alternate']).toHaveLength(3);
        const image = socialTag(head, 'og:image');
        expect(image.startsWith(`${ORIGIN}/`), image).toBe(true);
        expect(Number(socialTag(head, 'og:image:width'))).toBeGreaterThanOrEqual(600);
        expect(Number(socialTag(head, 'og:image:height'))).toBeGreaterThanOrEqual(315);
        expect(socialTag(head, 'og:image:alt').length).toBeGreaterThan(0);
        expect(socialTag(head, 'twitter:card')).toBe('summary_large_image');
        expect(socialTag(head, 'twitter:image')).toBe(image);
        expect(socialTag(head, 'twitter:title')).toBe(head.title);
      }
    }
  });

  it('describes the operator on every page and the way down from the home page below it', () => {
    for (const type of PAGE_TYPES) {
      for (const language of SUPPORTED_LANGUAGES) {
        const head = page(type, language);
        expect(blockOfType(head, 'Organization')).toMatchObject({
          '@context': 'https://schema.org',
          '@id': `${ORIGIN}/#organization`,
          url: `${ORIGIN}/`,
          logo: { url: `${ORIGIN}/logo.png` },
        });
        if (type === 'home') {
          expect(blocksOfType(head, 'BreadcrumbList')).toHaveLength(0);
          continue;
        }
        const items = blockOfType(head, 'BreadcrumbList').itemListElement as JsonLdBlock[];
        expect(items.length).toBeGreaterThanOrEqual(2);
        items.forEach((item, index) => {
          expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
          expect(String(item.name).length).toBeGreaterThan(0);
          expect(String(item.item).startsWith(ORIGIN)).toBe(true);
        });
        expect(items[0]?.item).toBe(`${ORIGIN}${inLanguage(language, '/')}`);
        expect(items.at(-1)?.item).toBe(head.canonical);
      }
    }
  });
});

describe('structured data of an apartment', () => {
  it('is a vacation rental with its address, map point, amenities, times, capacity and pictures', () => {
    const head = page('apartment', 'en');
    const lodging = blockOfType(head, 'VacationRental');
    expect(lodging).toMatchObject({
      '@context': 'https://schema.org',
      name: HOSTILE_TITLE,
      url: head.canonical,
      identifier: String(full.apartmentNumber),
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Cihangir',
        addressLocality: 'Beyoğlu',
        addressRegion: 'İstanbul',
        addressCountry: 'TR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.0317, longitude: 28.9834 },
      checkinTime: '15:00:00+03:00',
      checkoutTime: '10:30:00+03:00',
      image: [`${ORIGIN}/media/apartments/test/seo-full/living/960.webp`],
      containsPlace: {
        '@type': 'Apartment',
        occupancy: { '@type': 'QuantitativeValue', value: 6 },
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 2,
        floorSize: { value: 85, unitCode: 'MTK' },
      },
    });
    const amenityNames = (lodging.amenityFeature as JsonLdBlock[]).map((feature) => feature.name);
    expect(amenityNames).toEqual(full.amenityNamesEn);
  });

  it('is a product whose offers come from its calendar, in euro', () => {
    const head = page('apartment', 'en');
    expect(blockOfType(head, 'Product')).toMatchObject({
      name: HOSTILE_TITLE,
      image: [`${ORIGIN}/media/apartments/test/seo-full/living/960.webp`],
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: full.offers.lowPrice,
        highPrice: full.offers.highPrice,
        offerCount: full.offers.offerCount,
        priceValidUntil: full.offers.validUntil,
        url: head.canonical,
      },
    });
    expect(socialTag(head, 'og:image')).toBe(`${ORIGIN}/media/apartments/test/seo-full/living/960.webp`);
    expect(socialTag(head, 'og:image:width')).toBe('960');
    expect(socialTag(head, 'og:image:height')).toBe('640');
  });

  it('answers the visible FAQ word for word, with check-in and check-out times, capacity and cancellation', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const head = page('apartment', language);
      const faq = blockOfType(head, 'FAQPage');
      const questions = (faq.mainEntity as JsonLdBlock[]).map((question) => ({
        question: question.name,
        answer: (question.acceptedAnswer as JsonLdBlock).text,
      }));
      expect(head.faq.length).toBeGreaterThanOrEqual(3);
      expect(questions).toEqual(head.faq);
      const answers = questions.map((entry) => entry.answer).join('\n');
      expect(answers).toContain('15:00');
      expect(answers).toContain('10:30');
      expect(answers).toMatch(/6/);
    }
  });

  it('falls back to Istanbul, the base price 100, 1.5 × base, 30 offers and a year where the data says nothing', async () => {
    const { status, head } = await fetchPage(`/apartment/${encodeURIComponent(sparse.slugs.tr)}`);
    expect(status).toBe(200);
    const lodging = blockOfType(head, 'VacationRental');
    expect(lodging.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'İstanbul',
      addressRegion: 'İstanbul',
      addressCountry: 'TR',
    });
    expect(lodging.geo).toBeUndefined();
    expect(lodging.image).toBeUndefined();
    expect(lodging).toMatchObject({ checkinTime: '14:00:00+03:00', checkoutTime: '11:00:00+03:00' });
    expect(blockOfType(head, 'Product').offers).toMatchObject({
      priceCurrency: 'EUR',
      lowPrice: 100,
      highPrice: 150,
      offerCount: 30,
      priceValidUntil: sparse.offers.validUntil,
    });
    // Without a picture the card shows the site's own.
    expect(socialTag(head, 'og:image')).toBe(`${ORIGIN}/social-card.jpg`);
    expect(socialTag(head, 'og:image:width')).toBe('1200');
  });

  it('cannot be broken out of by the text it carries', () => {
    const head = page('apartment', 'en');
    expect(head.html).not.toContain('</script><script>alert(1)');
    expect(head.title).toContain(HOSTILE_TITLE);
  });
});

describe('structured data of the other pages', () => {
  it('gives a tour its per-person price in euro and the fallback count and validity', () => {
    const today = istanbulDate(new Date());
    for (const language of SUPPORTED_LANGUAGES) {
      const product = blockOfType(page('tour', language), 'Product');
      expect(product).toMatchObject({
        sku: `tour-${tour.tourNumber}`,
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'EUR',
          lowPrice: tour.basePriceCents / 100,
          highPrice: tour.basePriceCents / 100,
          offerCount: 30,
          priceValidUntil: addDays(today, 365),
        },
      });
      expect((product.image as string[]).length).toBeGreaterThan(0);
    }
  });

  it('describes the site on the home page and answers its FAQ there and on the rentals page', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(blockOfType(page('home', language), 'WebSite')).toMatchObject({
        url: `${ORIGIN}/`,
        inLanguage: language,
      });
      for (const type of ['home', 'rentals'] as const) {
        const head = page(type, language);
        const questions = (blockOfType(head, 'FAQPage').mainEntity as JsonLdBlock[]).map((question) => ({
          question: question.name,
          answer: (question.acceptedAnswer as JsonLdBlock).text,
        }));
        expect(questions.length).toBeGreaterThanOrEqual(3);
        expect(questions).toEqual(head.faq);
      }
    }
  });
});

describe('pages that are not for search engines', () => {
  it('sends German and French pages, shown in English, to the English page as canonical', async () => {
    for (const prefix of ['/de', '/fr']) {
      const { head } = await fetchPage(`${prefix}/rentals`);
      expect(head.canonical).toBe(`${ORIGIN}/en/rentals`);
      expect(head.alternates.en).toBe(`${ORIGIN}/en/rentals`);
    }
  });

  it('never makes a search, a results page or a trailing slash a canonical page of its own', async () => {
    for (const [url, canonical] of [
      ['/en/rentals/?adults=3&page=2', '/en/rentals'],
      ['/ar/?adults=2', '/ar'],
      [`/ru/tour/${tour.id}/`, `/ru/tour/${tour.id}`],
    ]) {
      const { status, head } = await fetchPage(url ?? '');
      expect(status, url).toBe(200);
      expect(head.canonical, url).toBe(`${ORIGIN}${canonical}`);
    }
  });

  it('keeps member, reservation, password and sign-in pages out of the index and their links unfollowed', async () => {
    for (const url of [
      '/profile',
      '/en/reservations',
      '/ar/favorites',
      '/ru/reset-password',
      '/auth/callback',
      `/en/reservation/tour/${tour.id}`,
    ]) {
      const { head } = await fetchPage(url);
      expect(head.robots, url).toBe('noindex, nofollow');
      expect(head.canonical).toBeNull();
    }
  });

  it('answers HEAD like GET, with the status and headers but no body', async () => {
    for (const url of [pagePath('home', 'tr'), pagePath('apartment', 'ar'), '/ru/nothing-here']) {
      const get = await site.app.inject({ method: 'GET', url });
      const head = await site.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
  });

  it('keeps not-found pages out of the index', async () => {
    for (const url of [
      '/en/apartment/no-such-flat',
      '/ar/tour/00000000-0000-4000-8000-000000000000',
      '/ru/nothing-here',
    ]) {
      const { status, head } = await fetchPage(url);
      expect(status, url).toBe(404);
      expect(head.robots, url).toBe('noindex');
    }
  });
});

describe('the Nu HTML Checker', () => {
  it('finds no error in the server HTML of any page type in Turkish and Arabic, nor in the other pages', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'konak-vnu-'));
    try {
      const files: string[] = [];
      for (const type of PAGE_TYPES) {
        for (const language of ['tr', 'ar'] as const) {
          const file = path.join(folder, `${type}-${language}.html`);
          await writeFile(file, page(type, language).html);
          files.push(file);
        }
      }
      // The pages search engines are kept from, as a browser receives them (streamed, not rendered whole).
      const stay = `checkIn=${addDays(istanbulDate(new Date()), 40)}&checkOut=${addDays(istanbulDate(new Date()), 43)}&adults=2`;
      const otherPages = [
        `/reservation/apartment/${full.id}?${stay}`,
        `/ar/reservation/tour/${tour.id}`,
        `/rentals?${stay}&children=1&childrenAges=%5B5%5D`,
        '/profile',
        '/ru/reservations',
        '/en/favorites',
        '/reset-password?token=abc',
        '/auth/callback',
        '/ar/no-such-page',
      ];
      for (const [index, url] of otherPages.entries()) {
        const response = await site.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
        const file = path.join(folder, `other-${index}.html`);
        await writeFile(file, response.body);
        files.push(file);
      }
      // One JVM for all files; it exits with 1 when it reports errors, which the JSON then lists.
      const jar = path.resolve(import.meta.dirname, '../../../../node_modules/vnu-jar/build/dist/vnu.jar');
      const result = await promisify(execFile)(
        'java',
        ['-jar', jar, '--errors-only', '--format', 'json', ...files],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string; stderr?: string }) => ({
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }));
      const report = JSON.parse(result.stderr || result.stdout) as {
        messages: { type: string; url?: string; message: string; extract?: string }[];
      };
      const errors = report.messages
        .filter((message) => message.type !== 'info')
        .map(
          (message) => `${path.basename(message.url ?? '')}: ${message.message} — ${message.extract ?? ''}`,
        );
      expect(errors).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
