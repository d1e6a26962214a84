import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { LEGAL_DOCUMENT_TYPES } from './legal-document-types.ts';

export const legalDocumentTypeSchema = z.enum(LEGAL_DOCUMENT_TYPES);

/** A document in a list: no content. `language` is the language of the text, Turkish when it stood in. */
export const legalDocumentSummarySchema = z.object({
  id: z.uuid(),
  type: legalDocumentTypeSchema,
  language: z.enum(SUPPORTED_LANGUAGES),
  title: z.string(),
  updatedAt: z.iso.datetime(),
});
export type LegalDocumentSummary = z.infer<typeof legalDocumentSummarySchema>;

/** A second-level heading of a document with the anchor id the content gives it (the table of contents). */
export const legalDocumentSectionSchema = z.object({ id: z.string(), title: z.string() });
export type LegalDocumentSection = z.infer<typeof legalDocumentSectionSchema>;

/**
 * A whole document. `content` is sanitised HTML (h2, h3, p, lists, strong, em, links, tables, br; every h2
 * carries the id its `sections` entry names), safe to insert as it is.
 */
export const legalDocumentSchema = legalDocumentSummarySchema.extend({
  content: z.string(),
  sections: z.array(legalDocumentSectionSchema),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
