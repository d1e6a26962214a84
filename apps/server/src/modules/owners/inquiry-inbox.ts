import type {
  ListOwnerInquiriesQuery,
  ListOwnerInquiriesResponse,
  OwnerInquiryDetail,
  OwnerInquirySummary,
} from '@konak/domain/api/admin/owner-inquiries';
import type { OwnerInquiryStatus } from '@konak/domain/owners/inquiry-statuses';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ownerInquiries } from '../../db/schema/owner-inquiries.ts';
import { notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { recordAudit } from '../audit/surface.ts';
import type { OwnerInquiryRow } from './inquiries.ts';

const inquiryNotFound = () => notFound('owner_inquiry_not_found');

function toSummary(row: OwnerInquiryRow): OwnerInquirySummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    district: row.district,
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(row: OwnerInquiryRow): OwnerInquiryDetail {
  return {
    ...toSummary(row),
    message: row.message,
    consentedAt: row.consentedAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  };
}

/** The inbox newest first, paged, optionally of one status, with the count of new ones. */
export async function listOwnerInquiries(
  db: Database,
  query: ListOwnerInquiriesQuery,
): Promise<ListOwnerInquiriesResponse> {
  const where = query.status ? eq(ownerInquiries.status, query.status) : undefined;
  const [rows, [counted], [fresh]] = await Promise.all([
    db
      .select()
      .from(ownerInquiries)
      .where(where)
      .orderBy(desc(ownerInquiries.createdAt), desc(ownerInquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(ownerInquiries).where(where),
    db.select({ total: count() }).from(ownerInquiries).where(eq(ownerInquiries.status, 'new')),
  ]);
  return {
    items: rows.map(toSummary),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    newCount: fresh?.total ?? 0,
  };
}

export async function ownerInquiryDetail(db: Database, id: string): Promise<OwnerInquiryDetail> {
  const [row] = await db.select().from(ownerInquiries).where(eq(ownerInquiries.id, id));
  if (!row) throw inquiryNotFound();
  return toDetail(row);
}

/**
 * Moves an enquiry to a status (any of new, answered, closed: an operator may reopen one by mistake closed) with
 * an audit entry, under a row lock. The status it already has changes and records nothing, so a double click
 * applies once.
 */
export async function changeOwnerInquiryStatus(
  db: Database,
  actor: SessionUser,
  id: string,
  status: OwnerInquiryStatus,
  now: Date,
): Promise<OwnerInquiryDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(ownerInquiries).where(eq(ownerInquiries.id, id)).for('update');
    if (!row) throw inquiryNotFound();
    if (row.status === status) return toDetail(row);
    const [changed] = await tx
      .update(ownerInquiries)
      .set({ status, statusChangedAt: now })
      .where(eq(ownerInquiries.id, id))
      .returning();
    if (!changed) throw inquiryNotFound();
    await recordAudit(tx, {
      actor,
      action: 'owner_inquiry.status',
      subjectType: 'owner_inquiry',
      subjectId: id,
      before: { status: row.status },
      after: { status },
      at: now,
    });
    return toDetail(changed);
  });
}
