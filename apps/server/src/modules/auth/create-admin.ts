import type { BackOfficeRole } from '@konak/domain/auth/user-roles';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from './passwords.ts';

/** What createAdmin accepts; the CLI checks it before opening the database. */
export const adminInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(6, 'password must have at least 6 characters'),
  name: z.string().trim().min(2, 'name must have at least 2 characters'),
});

export interface CreatedAdmin {
  id: string;
  email: string;
  /** False when an account with this e-mail already existed and was promoted to admin. */
  created: boolean;
}

/**
 * Creates an admin account (or, with `role`, a staff account), or gives an existing account with that e-mail
 * the role and the given password (how an operator regains access). Throws a ZodError for invalid input.
 */
export async function createAdmin(
  db: Database,
  email: string,
  password: string,
  name: string,
  role: BackOfficeRole = 'admin',
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
        .set({ role, passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() })
        .where(eq(users.id, existing.id));
      return { id: existing.id, email: input.email, created: false };
    }
    const [inserted] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        passwordHash,
        role,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!inserted) throw new Error('inserting the admin returned no row');
    return { id: inserted.id, email: input.email, created: true };
  });
}
