import { z } from 'zod';

/** DELETE /api/legal/documents/{id} (admin) — removes one language version. 404 when there is none with that id. */
export const deleteLegalDocumentParamsSchema = z.object({ id: z.uuid() });
export const deleteLegalDocumentResponseSchema = z.object({ deleted: z.literal(true) });
