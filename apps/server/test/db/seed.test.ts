import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities, amenityCategories, apartmentAmenities } from '../../src/db/schema/amenities.ts';
import { apartmentImages } from '../../src/db/schema/apartment-images.ts';
import { apartments, apartmentTranslations } from '../../src/db/schema/apartments.ts';
import { pricingDays } from '../../src/db/schema/pricing.ts';
import { siteImages } from '../../src/db/schema/site-images.ts';
import { tourImages } from '../../src/db/schema/tour-images.ts';
import { tours } from '../../src/db/schema/tours.ts';
import { users } from '../../src/db/schema/users.ts';
import { demoTours } from '../../src/demo/content/tours.ts';
import { demoApartments } from '../../src/demo/demo-catalogue.ts';
import { demoApartmentRooms, demoSitePictures, demoTourScenes } from '../../src/demo/demo-images.ts';
import { DEMO_ADMIN, DEMO_STAFF, seedDemo } from '../../src/demo/seed-demo.ts';
import { createAdmin } from '../../src/modules/auth/surface.ts';
import { useTestDatabase } from '../helpers/database.ts';

const database = useTestDatabase();

describe('seedDemo', () => {
  it('has seeded the template with the demo admin, whose password is the documented one', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(admin?.role).toBe('admin');
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(admin?.passwordHash ?? '', DEMO_ADMIN.password)).toBe(true);
  });

  it('has seeded a front-desk account with the staff role and the documented password', async () => {
    const [staff] = await database.db.select().from(users).where(eq(users.email, DEMO_STAFF.email));
    expect(staff?.role).toBe('staff');
    expect(await verify(staff?.passwordHash ?? '', DEMO_STAFF.password)).toBe(true);
  });

  it('can run again without creating or changing anything', async () => {
    const { db } = database;
    const before = await snapshot();
    expect(await seedDemo(db)).toEqual({
      adminCreated: false,
      amenities: before.amenities.length,
      apartments: 0,
      tours: 0,
      legalDocuments: 0,
    });
    await seedDemo(db);
    expect(await snapshot()).toEqual(before);
  });

  it('fills the catalogue with the demo apartments, their translations and amenities, and the tours', async () => {
    const { db } = database;
    const [apartmentCount] = await db.select({ value: count() }).from(apartments);
    const [translationCount] = await db.select({ value: count() }).from(apartmentTranslations);
    const [linkCount] = await db.select({ value: count() }).from(apartmentAmenities);
    const [tourCount] = await db.select({ value: count() }).from(tours);
    const [pricingDayCount] = await db.select({ value: count() }).from(pricingDays);
    expect(pricingDayCount?.value).toBe(demoApartments.length * 365);
    expect(apartmentCount?.value).toBe(demoApartments.length);
    expect(translationCount?.value).toBe(demoApartments.length * 4);
    expect(linkCount?.value).toBe(
      demoApartments.reduce((sum, apartment) => sum + apartment.amenities.length, 0),
    );
    expect(tourCount?.value).toBe(demoTours.length);
    const [russian] = await db
      .select({ slug: apartmentTranslations.slug })
      .from(apartmentTranslations)
      .where(eq(apartmentTranslations.language, 'ru'))
      .limit(1);
    expect(russian?.slug).toMatch(/\p{Script=Cyrillic}/u);
  });

  it('gives every apartment, tour and hero category its generated pictures, served under /media', async () => {
    const { db } = database;
    const apartmentRows = await db.select().from(apartmentImages);
    const tourRows = await db.select().from(tourImages);
    const siteRows = await db.select().from(siteImages);
    expect(apartmentRows).toHaveLength(
      demoApartments.reduce((sum, apartment) => sum + demoApartmentRooms(apartment).length, 0),
    );
    expect(tourRows).toHaveLength(
      Object.values(demoTourScenes).reduce((sum, scenes) => sum + scenes.length, 0),
    );
    expect(siteRows).toHaveLength(demoSitePictures.length);
    expect(new Set(siteRows.map((row) => row.category))).toEqual(
      new Set(['hero', 'hero-rentals', 'hero-apartments', 'hero-tours']),
    );
    const perApartment = new Map<string, number>();
    for (const row of apartmentRows)
      perApartment.set(row.apartmentId, (perApartment.get(row.apartmentId) ?? 0) + 1);
    expect(perApartment.size).toBe(demoApartments.length);
    for (const pictures of perApartment.values()) {
      expect(pictures).toBeGreaterThanOrEqual(5);
      expect(pictures).toBeLessThanOrEqual(10);
    }
    for (const row of [...apartmentRows, ...tourRows, ...siteRows]) {
      expect(row.url).toMatch(/^\/media\/(apartments|tours|site)\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(row).toMatchObject({ width: 1600, height: 1067 });
      expect(Object.keys(row.alt).sort()).toEqual(['ar', 'en', 'ru', 'tr']);
    }
    // Running the seed again adds no second set of heroes.
    await seedDemo(db);
    const [siteCount] = await db.select({ value: count() }).from(siteImages);
    expect(siteCount?.value).toBe(demoSitePictures.length);
  });

  it('provides about forty amenities with a name in every language', async () => {
    const rows = await database.db.select().from(amenities).orderBy(amenities.sortOrder);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(amenityCategories));
    expect(rows[0]?.key).toBe('wifi');
    for (const row of rows) {
      expect(row.icon).toMatch(/^[a-z0-9-]+$/);
      for (const name of [row.nameTr, row.nameEn, row.nameAr, row.nameRu]) expect(name.trim()).not.toBe('');
      expect(row.nameAr).toMatch(/\p{Script=Arabic}/u);
      expect(row.nameRu).toMatch(/\p{Script=Cyrillic}|Wi-Fi/u);
    }
  });
});

describe('createAdmin', () => {
  it('creates a verified admin with a normalised e-mail', async () => {
    const created = await createAdmin(database.db, '  Ops@Konak.Example ', 'a-long-password', 'Operations');
    expect(created).toMatchObject({ email: 'ops@konak.example', created: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ role: 'admin', name: 'Operations' });
  });

  it('promotes an existing member and replaces the password', async () => {
    const { db } = database;
    const [member] = await db
      .insert(users)
      .values({ email: 'member@example.com', name: 'Member', passwordHash: 'old' })
      .returning();
    const promoted = await createAdmin(db, 'member@example.com', 'new-password', 'Ignored Name');
    expect(promoted).toEqual({ id: member?.id, email: 'member@example.com', created: false });
    const [row] = await db.select().from(users).where(eq(users.id, promoted.id));
    expect(row?.role).toBe('admin');
    expect(row?.name).toBe('Member');
    expect(await verify(row?.passwordHash ?? '', 'new-password')).toBe(true);
  });

  it('refuses a short password or an invalid e-mail', async () => {
    await expect(createAdmin(database.db, 'x@konak.example', '123', 'Name')).rejects.toThrow(/at least 6/);
    await expect(createAdmin(database.db, 'not-an-email', 'long-enough', 'Name')).rejects.toThrow();
  });
});

async function snapshot() {
  const { db } = database;
  const [userCount] = await db.select({ value: count() }).from(users);
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  const amenityRows = await db.select().from(amenities).orderBy(amenities.key);
  return { users: userCount?.value, admin, amenities: amenityRows };
}
