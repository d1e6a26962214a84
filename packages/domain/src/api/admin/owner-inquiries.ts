import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { OWNER_INQUIRY_STATUSES } from '../../owners/inquiry-statuses.ts';
import { OWNER_PROPERTY_TYPES } from '../../owners/owner-inquiry-rules.ts';
import { adminPageQuerySchema, adminPageSchema } from './admin-page.ts';

/** GET /api/admin/enquiries (admin, staff) — owners' enquiries newest first, paged, optionally of one status. */
export const listOwnerInquiriesQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(OWNER_INQUIRY_STATUSES).optional(),
});
export type ListOwnerInquiriesQuery = z.infer<typeof listOwnerInquiriesQuerySchema>;
export type ListOwnerInquiriesParams = z.input<typeof listOwnerInquiriesQuerySchema>;

export const ownerInquirySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  district: z.string(),
  propertyType: z.enum(OWNER_PROPERTY_TYPES),
  bedrooms: z.number().int(),
  language: z.enum(SUPPORTED_LANGUAGES),
  status: z.enum(OWNER_INQUIRY_STATUSES),
  createdAt: z.iso.datetime(),
});
export type OwnerInquirySummary = z.infer<typeof ownerInquirySummarySchema>;

export const listOwnerInquiriesResponseSchema = adminPageSchema(ownerInquirySummarySchema).extend({
  /** How many are new, whatever the filter: the inbox's unread count. */
  newCount: z.number().int(),
});
export type ListOwnerInquiriesResponse = z.infer<typeof listOwnerInquiriesResponseSchema>;

export const ownerInquiryParamsSchema = z.object({ id: z.uuid() });

/** GET /api/admin/enquiries/{id} (admin, staff) — one enquiry in full; also the answer of a status change. */
export const ownerInquiryDetailSchema = ownerInquirySummarySchema.extend({
  message: z.string().nullable(),
  consentedAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime().nullable(),
});
export type OwnerInquiryDetail = z.infer<typeof ownerInquiryDetailSchema>;

/** PUT /api/admin/enquiries/{id}/status (admin, staff) — the same status again changes and records nothing. */
export const changeOwnerInquiryStatusBodySchema = z.object({ status: z.enum(OWNER_INQUIRY_STATUSES) });
export type ChangeOwnerInquiryStatusBody = z.infer<typeof changeOwnerInquiryStatusBodySchema>;
