import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import type { Database } from '../../src/db/client.ts';
import { amenities, apartmentAmenities } from '../../src/db/schema/amenities.ts';
import { legalDocuments } from '../../src/db/schema/legal.ts';
import { tours } from '../../src/db/schema/tours.ts';
import { webRoot } from '../../src/server.ts';
import { closeServices, createServices } from '../../src/services.ts';
import { insertApartmentImage, insertListing, insertPricingDays } from '../api/catalogue-fixtures.ts';
import { createTestDatabase } from '../helpers/database.ts';

export const ORIGIN = 'https://konak.example';

/**
 * The whole site, pages included, on a fresh database: the web app runs through Vite in this process (as
 * `npm run dev` does), so the pages are rendered from the current sources without a build.
 */
export async function buildTestSite({ cachePages = false } = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'konak-seo-')),
    PUBLIC_URL: ORIGIN,
  });
  const services = createServices(config, database.handle);
  const app = await buildApp({
    services,
    web: { mode: 'development', webRoot, publicUrl: ORIGIN, cachePages },
  });
  app.addHook('onClose', () => closeServices(services));
  return { app, db: database.db };
}

/** A title that would end the script element if the JSON-LD were not escaped. */
export const HOSTILE_TITLE = 'Loft </script><script>alert(1)</script> & "friends"';

/** An apartment with everything filled in: address, map point, amenities, own times and a priced calendar. */
export async function insertFullApartment(db: Database) {
  const apartment = await insertListing(db, {
    label: 'seo-full',
    titles: { en: HOSTILE_TITLE },
    basePriceCents: 15000,
    district: 'Beyoğlu',
    neighborhood: 'Cihangir',
    city: 'İstanbul',
    latitude: 41.0317,
    longitude: 28.9834,
    checkInTime: '15:00',
    checkOutTime: '10:30',
    maxCapacity: 6,
    rooms: 2,
    bathrooms: 2,
    sizeM2: 85,
  });
  const today = istanbulDate(new Date());
  await insertPricingDays(db, apartment.id, [
    { date: addDays(today, 3), priceCents: 12000 },
    { date: addDays(today, 10), priceCents: 26050 },
    { date: addDays(today, 5), priceCents: 9000, isClosed: true },
  ]);
  await insertApartmentImage(db, apartment.id, {
    url: '/media/apartments/test/seo-full/living',
    width: 1600,
    height: 1067,
    alt: { tr: 'Salon', en: 'Living room' },
  });
  const linked = await db
    .select({ id: amenities.id, nameEn: amenities.nameEn })
    .from(amenities)
    .orderBy(asc(amenities.sortOrder))
    .limit(2);
  await db
    .insert(apartmentAmenities)
    .values(linked.map(({ id }) => ({ apartmentId: apartment.id, amenityId: id })));
  return {
    ...apartment,
    amenityNamesEn: linked.map(({ nameEn }) => nameEn),
    // The calendar runs from today to a year ahead, both included; one night of it is closed.
    offers: { lowPrice: 120, highPrice: 260.5, offerCount: 366 - 1, validUntil: addDays(today, 365) },
  };
}

/** An apartment that states little: no district, neighbourhood, map point or city, no price, no bookable night. */
export async function insertSparseApartment(db: Database) {
  const apartment = await insertListing(db, { label: 'seo-sparse', basePriceCents: 0, city: '' });
  const today = istanbulDate(new Date());
  await insertPricingDays(
    db,
    apartment.id,
    Array.from({ length: 366 }, (_, offset) => ({
      date: addDays(today, offset),
      priceCents: 0,
      isClosed: true,
    })),
  );
  return {
    ...apartment,
    offers: { lowPrice: 100, highPrice: 150, offerCount: 30, validUntil: addDays(today, 365) },
  };
}

export async function firstTour(db: Database) {
  const [tour] = await db
    .select()
    .from(tours)
    .where(eq(tours.isActive, true))
    .orderBy(asc(tours.tourNumber))
    .limit(1);
  if (!tour) throw new Error('the demo seed has no tour');
  return tour;
}

/** The KVKK notice in all four languages, so each language's page has its own text. */
export async function insertLegalTexts(db: Database) {
  for (const language of SUPPORTED_LANGUAGES) {
    await db
      .insert(legalDocuments)
      .values({
        type: 'kvkk',
        language,
        title: `KVKK notice ${language}`,
        content: `<p>Text in ${language}</p>`,
      })
      .onConflictDoUpdate({
        target: [legalDocuments.type, legalDocuments.language],
        set: { title: `KVKK notice ${language}`, content: `<p>Text in ${language}</p>` },
      });
  }
}
