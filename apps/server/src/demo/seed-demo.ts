import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { amenities } from '../db/schema/amenities.ts';
import { users } from '../db/schema/users.ts';
import { createAdmin } from '../modules/auth/surface.ts';
import { amenityCatalogue } from './amenity-catalogue.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoSiteImages } from './demo-images.ts';
import { seedLegalDocuments } from './legal-documents.ts';

/** Local-only demo credentials; the README prints them. Never seed the demo into a production database. */
export const DEMO_ADMIN = {
  email: 'admin@konak.example',
  password: 'KonakDemo!2026',
  name: 'Konak Admin',
} as const;

/** A front-desk account of the back office (staff role), local use only like the admin. */
export const DEMO_STAFF = {
  email: 'staff@konak.example',
  password: 'KonakStaff!2026',
  name: 'Deniz Resepsiyon',
} as const;

export interface SeedSummary {
  adminCreated: boolean;
  amenities: number;
  /** Demo apartments and tours added by this run (0 when the catalogue already had listings). */
  apartments: number;
  tours: number;
  /** Legal texts (seed/legal/<language>/<type>.html) added or changed by this run. */
  legalDocuments: number;
}

/** Demo content for trying the site locally. Safe to run any number of times. */
export async function seedDemo(db: Database): Promise<SeedSummary> {
  const existingAdmin = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email));
  // An existing demo admin keeps whatever password someone changed it to.
  const adminCreated = existingAdmin.length === 0;
  if (adminCreated) await createAdmin(db, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.name);
  const existingStaff = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_STAFF.email));
  if (existingStaff.length === 0) {
    await createAdmin(db, DEMO_STAFF.email, DEMO_STAFF.password, DEMO_STAFF.name, 'staff');
  }
  const amenityCount = await seedAmenities(db);
  const catalogue = await seedDemoCatalogue(db);
  await seedDemoSiteImages(db);
  const legal = await seedLegalDocuments(db);
  return { adminCreated, amenities: amenityCount, ...catalogue, legalDocuments: legal.written };
}

/** The catalogue lives in code, so seeding also brings names and order of existing amenities up to date. */
export async function seedAmenities(db: Database): Promise<number> {
  const rows = amenityCatalogue.map((amenity, index) => ({
    key: amenity.key,
    icon: amenity.icon,
    category: amenity.category,
    sortOrder: (index + 1) * 10,
    nameTr: amenity.names.tr,
    nameEn: amenity.names.en,
    nameAr: amenity.names.ar,
    nameRu: amenity.names.ru,
  }));
  await db
    .insert(amenities)
    .values(rows)
    .onConflictDoUpdate({
      target: amenities.key,
      set: {
        icon: sql`excluded.icon`,
        category: sql`excluded.category`,
        sortOrder: sql`excluded.sort_order`,
        nameTr: sql`excluded.name_tr`,
        nameEn: sql`excluded.name_en`,
        nameAr: sql`excluded.name_ar`,
        nameRu: sql`excluded.name_ru`,
      },
    });
  return rows.length;
}
