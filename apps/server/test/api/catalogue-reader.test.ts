import { randomUUID } from 'node:crypto';
import { NO_CHILDREN } from '@konak/domain/guests';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueReader } from '../../src/web/catalogue-reader.ts';
import { useTestApp } from '../helpers/app.ts';
import { daysFromToday, insertListing, insertPricingDays } from './catalogue-fixtures.ts';

let reader: ReturnType<typeof createCatalogueReader>;
const context = useTestApp();
beforeAll(async () => {
  reader = createCatalogueReader(context.services);
});

describe('the catalogue reader of page loaders', () => {
  it('answers what the API answers', async () => {
    const listing = await insertListing(context.db, { label: 'reader', maxCapacity: 2 });
    const detail = await reader.apartmentById(listing.id, 'en');
    const api = (
      await context.app.inject({ method: 'GET', url: `/api/apartments/${listing.id}?lang=en` })
    ).json();
    expect(detail).toEqual(api);
    const bySlug = await reader.apartmentBySlug(listing.slugs.en, 'tr');
    expect(bySlug).toMatchObject({
      found: true,
      shouldRedirect: true,
      redirectUrl: `/apartment/${listing.slugs.tr}`,
    });
    expect((await reader.tours('ru')).length).toBeGreaterThan(0);
    expect(Array.isArray(await reader.siteImages('ar'))).toBe(true);
  });

  it('searches with dates, and without them when the URL held dates the API would refuse', async () => {
    const search = { adults: 2, children: 0, childrenAgeGroups: NO_CHILDREN };
    const dated = await reader.searchApartments(
      { ...search, checkIn: daysFromToday(20), checkOut: daysFromToday(22) },
      'en',
    );
    expect(dated.total).toBeGreaterThan(0);
    expect(dated.items.every((item) => item.stay?.nights === 2)).toBe(true);
    for (const dates of [
      { checkIn: daysFromToday(-5), checkOut: daysFromToday(-2) },
      { checkIn: 'garbage', checkOut: daysFromToday(2) },
      { checkIn: daysFromToday(5), checkOut: daysFromToday(60) },
    ]) {
      const undated = await reader.searchApartments({ ...search, ...dates }, 'en');
      expect(undated.total).toBeGreaterThan(0);
      expect(undated.items.every((item) => item.stay === undefined)).toBe(true);
    }
    const impossible = await reader.searchApartments({ ...search, adults: Number.NaN }, 'en');
    expect(impossible.total).toBe(0);
  });

  it('reads calendars and stay prices, empty or null for what cannot be answered', async () => {
    const listing = await insertListing(context.db, { label: 'calendar', basePriceCents: 8000 });
    await insertPricingDays(context.db, listing.id, [{ date: daysFromToday(30), priceCents: 9000 }]);
    const days = await reader.calendar(listing.id, daysFromToday(29), daysFromToday(31));
    expect(days.map((day) => day.price)).toEqual([80, 90, 80]);
    expect((await reader.stayPrice(listing.id, daysFromToday(30), daysFromToday(32)))?.totalPrice).toBe(170);
    expect(await reader.stayPrice(listing.id, daysFromToday(32), daysFromToday(30))).toBeNull();
    expect(await reader.calendar(randomUUID(), daysFromToday(1), daysFromToday(2))).toEqual([]);
    expect(await reader.calendar('not-a-uuid', daysFromToday(1), daysFromToday(2))).toEqual([]);
    expect(await reader.calendar(listing.id, 'soon', daysFromToday(2))).toEqual([]);
    expect(await reader.calendar(listing.id, daysFromToday(1), daysFromToday(900))).toEqual([]);
    expect(await reader.apartmentById('not-a-uuid', 'en')).toBeNull();
    expect(await reader.tourById(randomUUID(), 'en')).toBeNull();
    expect(await reader.apartmentBySlug('nothing-here', 'en')).toEqual({ found: false });
  });
});
