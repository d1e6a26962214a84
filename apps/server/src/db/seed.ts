import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../modules/auth/surface.ts';
import type { Database } from './client.ts';
import { amenities } from './schema/amenities.ts';
import { users } from './schema/users.ts';
import { amenityCatalogue } from './seed/amenity-catalogue.ts';
import { seedDemoCatalogue } from './seed/demo-catalogue.ts';
import { seedDemoSiteImages } from './seed/demo-images.ts';
import { seedLegalDocuments } from './seed/legal-documents.ts';

/** Local-only demo credentials; the README prints them. Never seed the demo into a production database. */
export const DEMO_ADMIN = {
  email: 'admin@konak.example',
  password: 'KonakDemo!2026',
  name: 'Konak Admin',
} as const;

/** What createAdmin accepts; the CLI checks it before opening the database. */
export const adminInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(6, 'password must have at least 6 characters'),
  name: z.string().trim().min(2, 'name must have at least 2 characters'),
});

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

export interface CreatedAdmin {
  id: string;
  email: string;
  /** False when an account with this e-mail already existed and was promoted to admin. */
  created: boolean;
}

/**
 * Creates an admin account, or turns an existing account with that e-mail into an admin with the
 * given password (how an operator regains access). Throws a ZodError for invalid input.
 */
export async function createAdmin(
  db: Database,
  email: string,
  password: string,
  name: string,
): Promise<CreatedAdmin> {
  const input = adminInputSchema.parse({ email, password, name });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, input.email))
      .for('update');
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'admin', passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() })
        .where(eq(users.id, existing.id));
      return { id: existing.id, email: input.email, created: false };
    }
    const [inserted] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        passwordHash,
        role: 'admin',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!inserted) throw new Error('inserting the admin returned no row');
    return { id: inserted.id, email: input.email, created: true };
  });
}
