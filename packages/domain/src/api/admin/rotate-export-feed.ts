import { z } from 'zod';
import { apartmentIdParamsSchema } from './apartment-editor-fields.ts';

/**
 * POST /api/admin/apartments/{id}/channels/export (admin): a new secret address for the apartment's export feed
 * (`/ical/{token}.ics`). The previous address stops working at once. The answer is the only time the address is
 * shown: only a hash of the token is kept (decision 093).
 */
export const rotateExportFeedParamsSchema = apartmentIdParamsSchema;
export const rotateExportFeedResponseSchema = z.object({ url: z.url(), createdAt: z.iso.datetime() });
export type RotateExportFeedResponse = z.infer<typeof rotateExportFeedResponseSchema>;
