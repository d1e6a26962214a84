import type { OwnerInquiryInput } from '@konak/domain/api/owners/create-owner-inquiry';
import type { Language } from '@konak/domain/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ownerInquiries } from '../../db/schema/owner-inquiries.ts';
import { JOB_KINDS, OWNER_INQUIRY_MAILS, type OwnerInquiryMailPayload } from '../../jobs/job-kinds.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';

export type OwnerInquiryRow = typeof ownerInquiries.$inferSelect;

/** The owners page in a language (Turkish has no prefix), for the acknowledgement's link. */
export function ownersPageUrl(publicUrl: string, language: Language): string {
  const base = publicUrl.replace(/\/+$/, '');
  return language === 'tr' ? `${base}/owners` : `${base}/${language}/owners`;
}

/**
 * Keeps an enquiry and queues its two mails in the same transaction: the mails exist exactly when the row does,
 * and a mail server that is down only delays them (the job table retries), never loses the enquiry.
 */
export async function storeOwnerInquiry(
  db: Database,
  input: OwnerInquiryInput,
  { language, now }: { language: Language; now: Date },
): Promise<OwnerInquiryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ownerInquiries)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        district: input.district,
        propertyType: input.propertyType,
        bedrooms: input.bedrooms,
        message: input.message ?? null,
        language,
        consentedAt: now,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('owner inquiry insert returned no row');
    for (const mail of OWNER_INQUIRY_MAILS) {
      const payload: OwnerInquiryMailPayload = { inquiryId: row.id, mail };
      await enqueueJob(tx, {
        kind: JOB_KINDS.ownerInquiryMail,
        payload,
        runAt: now,
        dedupeKey: `${JOB_KINDS.ownerInquiryMail}:${mail}:${row.id}`,
      });
    }
    return row;
  });
}

export async function findOwnerInquiry(db: Database, id: string): Promise<OwnerInquiryRow | null> {
  const [row] = await db.select().from(ownerInquiries).where(eq(ownerInquiries.id, id));
  return row ?? null;
}
