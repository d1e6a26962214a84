import { z } from 'zod';
import { languageQuerySchema } from '../apartments/language-query.ts';
import { legalDocumentSchema } from './legal-document.ts';

/**
 * GET /api/legal/documents/{type}?lang= (public) — one document in the language (`?lang` overrides
 * Accept-Language). When that language has no version, the Turkish original is answered and `language` is
 * "tr" (decision 040). 404 "document not found" when there is no text at all, or the type is not one of
 * kvkk, privacy-policy, terms-conditions, cookie-policy, distance-sales-contract.
 */
export const getLegalDocumentParamsSchema = z.object({ type: z.string().max(100) });
export const getLegalDocumentQuerySchema = languageQuerySchema;
export const getLegalDocumentResponseSchema = legalDocumentSchema;
