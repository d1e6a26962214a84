import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';

/** GET /api/admin/apartments (admin): every apartment, published or not, by apartment number. */
export const adminApartmentListItemSchema = z.object({
  id: z.uuid(),
  apartmentNumber: z.number().int(),
  /** In the request language, else Turkish. */
  title: z.string(),
  district: z.string().nullable(),
  isPublished: z.boolean(),
  missingLanguages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  permitNumber: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminApartmentListItem = z.infer<typeof adminApartmentListItemSchema>;

export const adminApartmentListResponseSchema = z.object({
  items: z.array(adminApartmentListItemSchema),
  total: z.number().int(),
});
export type AdminApartmentListResponse = z.infer<typeof adminApartmentListResponseSchema>;
