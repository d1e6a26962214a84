import { beforeAll, describe, expect, it } from 'vitest';
import { siteImages } from '../../src/db/schema/site-images.ts';
import { guestGetter, useTestApp } from '../helpers/app.ts';

const context = useTestApp();
beforeAll(async () => {
  // The demo seed may bring its own hero pictures; these are told apart by their paths.
  await context.db.insert(siteImages).values([
    { category: 'hero-rentals', url: '/media/test/rentals-b', sortOrder: 2, width: 1600, height: 900 },
    {
      category: 'hero-rentals',
      url: '/media/test/rentals-a',
      sortOrder: 1,
      width: 1600,
      height: 900,
      alt: { tr: 'Boğaz', en: 'The Bosphorus' },
    },
    { category: 'hero-tours', url: '/media/test/tours', width: 1280, height: 720 },
  ]);
});

const get = guestGetter(context);
type Item = { url: string; category: string; alt: string; srcSet: { avif: string; webp: string } };
const ours = (items: Item[]) => items.filter((item) => item.url.startsWith('/media/test/'));

describe('GET /api/upload/site-images', () => {
  it('lists every hero picture with its category and responsive variants', async () => {
    const response = await get('/api/upload/site-images');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(body.items.length);
    expect(ours(body.items)).toHaveLength(3);
    const [first] = ours(body.items);
    expect(first).toMatchObject({
      category: 'hero-rentals',
      url: '/media/test/rentals-a/960.webp',
      width: 1600,
      height: 900,
      alt: 'The Bosphorus',
    });
    expect(first?.srcSet.avif).toContain('/media/test/rentals-a/1600.avif 1600w');
  });

  it('filters by category, in the pictures order, with alt texts in the language', async () => {
    const body = (await get('/api/upload/site-images?category=hero-rentals', 'tr')).json();
    expect(body.items.every((item: { category: string }) => item.category === 'hero-rentals')).toBe(true);
    expect(ours(body.items).map((item) => item.url)).toEqual([
      '/media/test/rentals-a/960.webp',
      '/media/test/rentals-b/960.webp',
    ]);
    expect(ours(body.items)[0]).toMatchObject({ alt: 'Boğaz' });
  });

  it('refuses an unknown category or language with 400', async () => {
    for (const query of ['category=banner', 'category=', 'lang=xx', "category=hero'--"]) {
      const response = await get(`/api/upload/site-images?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});
