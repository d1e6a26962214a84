import { z } from 'zod';
import {
  ISTANBUL_DISTRICTS,
  OWNER_BEDROOMS_MAX,
  OWNER_BEDROOMS_MIN,
  OWNER_MESSAGE_MAX_LENGTH,
  OWNER_PROPERTY_TYPES,
} from '../../owners/owner-inquiry-rules.ts';
import { emailSchema, nameSchema, phoneSchema } from '../fields/account-fields.ts';

/** The hidden field people never see and bots fill in (decision 042): a filled one is answered but not kept. */
export const OWNER_INQUIRY_HONEYPOT_FIELD = 'website';

/**
 * POST /api/owners/inquiries — the owners page's contact form (decision 042). The acknowledgement is written in
 * the request's language (Accept-Language). The form checks the same schema before sending, so both sides agree.
 */
export const createOwnerInquiryBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  district: z.enum(ISTANBUL_DISTRICTS, 'error.owner_district_required'),
  propertyType: z.enum(OWNER_PROPERTY_TYPES, 'error.owner_property_type_required'),
  bedrooms: z
    .number('error.owner_bedrooms_invalid')
    .int('error.owner_bedrooms_invalid')
    .min(OWNER_BEDROOMS_MIN, 'error.owner_bedrooms_invalid')
    .max(OWNER_BEDROOMS_MAX, 'error.owner_bedrooms_invalid'),
  message: z
    .string()
    .trim()
    .max(OWNER_MESSAGE_MAX_LENGTH, 'error.owner_message_too_long')
    .optional()
    .transform((text) => (text ? text : undefined)),
  consent: z.literal(true, 'error.owner_consent_required'),
  [OWNER_INQUIRY_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type CreateOwnerInquiryBody = z.input<typeof createOwnerInquiryBodySchema>;
export type OwnerInquiryInput = z.output<typeof createOwnerInquiryBodySchema>;

/** 201: the enquiry is kept and the operator will call; `message` says so in the request's language. */
export const createOwnerInquiryResponseSchema = z.object({ message: z.string() });
export type CreateOwnerInquiryResponse = z.infer<typeof createOwnerInquiryResponseSchema>;
