import { z } from 'zod';
import { languageQuerySchema } from '../apartments/language-query.ts';
import { legalDocumentSummarySchema } from './legal-document.ts';

/**
 * GET /api/legal/documents?lang= (public) — the documents a reader of that language can open (`?lang` overrides
 * Accept-Language), in the footer's order, without their content: one per type, in the language when it exists,
 * else the Turkish original (its `language` says so). Types with no text at all are left out.
 */
export const listLegalDocumentsQuerySchema = languageQuerySchema;

export const listLegalDocumentsResponseSchema = z.object({
  items: z.array(legalDocumentSummarySchema),
  total: z.number().int(),
});
export type ListLegalDocumentsResponse = z.infer<typeof listLegalDocumentsResponseSchema>;
