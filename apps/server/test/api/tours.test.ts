import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { tourImages } from '../../src/db/schema/tour-images.ts';
import { tours, tourTranslations } from '../../src/db/schema/tours.ts';
import { guestGetter, useTestApp } from '../helpers/app.ts';

let tourId: string;
const context = useTestApp();
beforeAll(async () => {
  const [tour] = await context.db
    .insert(tours)
    .values({ meetingPoint: 'Galata Kulesi', durationMinutes: 150, maxPeople: 12, basePriceCents: 4550 })
    .returning();
  if (!tour) throw new Error('no tour');
  tourId = tour.id;
  await context.db.insert(tourTranslations).values([
    { tourId, language: 'tr', title: 'Galata turu', description: 'Türkçe', slug: `galata-turu-${tourId}` },
    {
      tourId,
      language: 'en',
      title: 'Galata walk',
      description: 'English',
      slug: `galata-walk-${tourId}`,
      meetingPoint: 'Galata Tower',
    },
  ]);
  await context.db.insert(tourImages).values([
    { tourId, url: '/media/tours/galata/second', sortOrder: 2, width: 640, height: 480 },
    {
      tourId,
      url: '/media/tours/galata/first',
      sortOrder: 1,
      width: 1600,
      height: 1067,
      alt: { en: 'The tower' },
    },
  ]);
});

const get = guestGetter(context);

describe('GET /api/tours', () => {
  it('lists the active tours with their texts in the language', async () => {
    const response = await get('/api/tours');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(body.items.length);
    expect(body.total).toBeGreaterThanOrEqual(9);
    const tour = body.items.find((item: { id: string }) => item.id === tourId);
    expect(tour).toMatchObject({
      title: 'Galata walk',
      meetingPoint: 'Galata Tower',
      duration: 150,
      maxPeople: 12,
      price: 45.5,
    });
    for (const item of body.items) expect(item.title.length).toBeGreaterThan(0);
  });

  it('refuses an unknown ?lang', async () => {
    expect((await get('/api/tours?lang=xx')).statusCode).toBe(400);
  });
});

describe('GET /api/tours/{id}', () => {
  it('answers one tour, falling back to Turkish texts and the tour meeting point', async () => {
    const russian = (await get(`/api/tours/${tourId}`, 'ru')).json();
    expect(russian).toMatchObject({
      id: tourId,
      title: 'Galata turu',
      description: 'Türkçe',
      meetingPoint: 'Galata Kulesi',
    });
    expect(Object.keys(russian.translations).sort()).toEqual(['en', 'tr']);
    expect((await get(`/api/tours/${tourId}?lang=en`, 'ru')).json().title).toBe('Galata walk');
  });

  it('orders the images and builds their variants', async () => {
    const { images } = (await get(`/api/tours/${tourId}`)).json();
    expect(images.map((image: { url: string }) => image.url)).toEqual([
      '/media/tours/galata/first/960.webp',
      '/media/tours/galata/second/640.webp',
    ]);
    expect(images[0].alt).toBe('The tower');
    expect(images[1].alt).toBe('Galata walk');
  });

  it('answers 400 for a malformed id and 404 "listing not found" for an unknown or inactive one', async () => {
    for (const id of ['1', 'abc', "x' or 1=1"]) {
      const response = await get(`/api/tours/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('id');
    }
    const unknown = await get(`/api/tours/${randomUUID()}`, 'ru');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'listing_not_found', message: 'Объявление не найдено.' });
    const [inactive] = await context.db
      .insert(tours)
      .values({ durationMinutes: 60, maxPeople: 2, basePriceCents: 100, isActive: false })
      .returning();
    expect((await get(`/api/tours/${inactive?.id}`)).statusCode).toBe(404);
    expect((await get('/api/tours')).json().items.map((item: { id: string }) => item.id)).not.toContain(
      inactive?.id,
    );
  });
});
