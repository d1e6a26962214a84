import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { legalDocumentSchema, legalDocumentTypeSchema } from './legal-document.ts';

/** Long enough for any contract with its preliminary information form, short of the 1 MB request limit. */
export const LEGAL_CONTENT_MAX_LENGTH = 400_000;
export const LEGAL_TITLE_MAX_LENGTH = 200;

/**
 * POST /api/legal/documents (admin) — creates the document of a type and language, or replaces its title and
 * content when it exists. `content` is an HTML fragment: it is cleaned on save to the allowed tags (h2, h3, p, ul,
 * ol, li, strong, em, a, table, thead, tbody, tr, th, td, br); links keep only http(s), mailto, tel and site
 * paths. Content with nothing left after cleaning is refused (400).
 */
export const saveLegalDocumentBodySchema = z.object({
  type: legalDocumentTypeSchema,
  language: z.enum(SUPPORTED_LANGUAGES),
  title: z.string().trim().min(1).max(LEGAL_TITLE_MAX_LENGTH),
  content: z.string().min(1).max(LEGAL_CONTENT_MAX_LENGTH),
});
export type SaveLegalDocumentBody = z.infer<typeof saveLegalDocumentBodySchema>;

/** The document as stored, and whether it is new (201) or replaced one (200). */
export const saveLegalDocumentResponseSchema = legalDocumentSchema.extend({ created: z.boolean() });
export type SaveLegalDocumentResponse = z.infer<typeof saveLegalDocumentResponseSchema>;
