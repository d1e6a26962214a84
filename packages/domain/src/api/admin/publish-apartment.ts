import { z } from 'zod';
import { apartmentEditorSchema, apartmentIdParamsSchema } from './apartment-editor-fields.ts';

/**
 * PUT /api/admin/apartments/{id}/publication (admin): publish or withdraw. Idempotent by its state: asking for
 * the state it is in changes and records nothing. A withdrawn apartment leaves search, the sitemap and featured
 * lists and its page answers 404; its reservations stay.
 */
export const publishApartmentParamsSchema = apartmentIdParamsSchema;
export const publishApartmentBodySchema = z.object({ published: z.boolean('error.invalid_value') });
export type PublishApartmentBody = z.infer<typeof publishApartmentBodySchema>;
export const publishApartmentResponseSchema = apartmentEditorSchema;
