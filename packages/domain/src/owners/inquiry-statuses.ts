/**
 * Where an owner's enquiry stands in the back office's inbox (decision 079): every enquiry arrives `new`; the
 * operator marks it `answered` once they replied and `closed` when nothing more will happen. Zod-free so the
 * database schema and the pages share it.
 */
export const OWNER_INQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type OwnerInquiryStatus = (typeof OWNER_INQUIRY_STATUSES)[number];
