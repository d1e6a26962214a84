import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { legalDocumentSectionSchema, legalDocumentTypeSchema } from '../legal/legal-document.ts';
import { LEGAL_CONTENT_MAX_LENGTH, LEGAL_TITLE_MAX_LENGTH } from '../legal/save-legal-document.ts';

const languageSchema = z.enum(SUPPORTED_LANGUAGES);

/**
 * GET /api/admin/legal-documents (admin) — every document type in every language with its current version; a
 * language without a text has nulls (the site shows the Turkish text there).
 */
export const legalDocumentOverviewItemSchema = z.object({
  type: legalDocumentTypeSchema,
  language: languageSchema,
  title: z.string().nullable(),
  version: z.number().int().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type LegalDocumentOverviewItem = z.infer<typeof legalDocumentOverviewItemSchema>;

export const legalDocumentOverviewSchema = z.object({
  items: z.array(legalDocumentOverviewItemSchema),
  total: z.number().int(),
});
export type LegalDocumentOverview = z.infer<typeof legalDocumentOverviewSchema>;

export const legalDocumentEditorParamsSchema = z.object({
  type: legalDocumentTypeSchema,
  language: languageSchema,
});
export type LegalDocumentEditorParams = z.infer<typeof legalDocumentEditorParamsSchema>;

/** One version in the history: no text. `savedByName` is null for the shipped texts. */
export const legalVersionSummarySchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  title: z.string(),
  savedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type LegalVersionSummary = z.infer<typeof legalVersionSummarySchema>;

/**
 * GET /api/admin/legal-documents/{type}/{language} (admin) — what the editor opens: the current title and the
 * stored (clean) HTML to edit, its version number (0 when the language has no text yet) and the history.
 */
export const legalDocumentEditorSchema = z.object({
  type: legalDocumentTypeSchema,
  language: languageSchema,
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  versions: z.array(legalVersionSummarySchema),
});
export type LegalDocumentEditor = z.infer<typeof legalDocumentEditorSchema>;

export const legalVersionParamsSchema = z.object({ versionId: z.uuid() });

/** GET /api/admin/legal-documents/versions/{versionId} (admin) — one version as the public page would show it. */
export const legalVersionSchema = legalVersionSummarySchema.extend({
  type: legalDocumentTypeSchema,
  language: languageSchema,
  content: z.string(),
  sections: z.array(legalDocumentSectionSchema),
});
export type LegalVersion = z.infer<typeof legalVersionSchema>;

/**
 * PUT /api/admin/legal-documents/{type}/{language} (admin) — saves a new version, cleaned as the spec's save call
 * cleans it, and makes it the one the site shows. `baseVersion` is the version the editor opened (0: none): when
 * another save came in between the answer is 409 `legal_version_conflict`, except that the same text sent again
 * by the same operator (a double click, a retry) answers the version it made (200) instead of making another.
 * 201 when a version was made. Audited as `legal_document.save`.
 */
export const saveLegalVersionBodySchema = z.object({
  title: z.string().trim().min(1).max(LEGAL_TITLE_MAX_LENGTH),
  content: z.string().min(1).max(LEGAL_CONTENT_MAX_LENGTH),
  baseVersion: z.number().int().min(0).max(1_000_000),
});
export type SaveLegalVersionBody = z.infer<typeof saveLegalVersionBodySchema>;

export const saveLegalVersionResponseSchema = legalVersionSchema;
export type SaveLegalVersionResponse = z.infer<typeof saveLegalVersionResponseSchema>;

/**
 * POST /api/admin/legal-documents/preview (admin) — the HTML cleaned exactly as a save and the public page clean
 * it, with the table of contents, so the editor previews what guests will see. Nothing is stored.
 */
export const previewLegalDocumentBodySchema = z.object({ content: z.string().max(LEGAL_CONTENT_MAX_LENGTH) });
export type PreviewLegalDocumentBody = z.infer<typeof previewLegalDocumentBodySchema>;

export const previewLegalDocumentResponseSchema = z.object({
  content: z.string(),
  sections: z.array(legalDocumentSectionSchema),
});
export type PreviewLegalDocumentResponse = z.infer<typeof previewLegalDocumentResponseSchema>;

/** A version a guest accepted, as the back office's reservation and guest pages list them. */
export const acceptedLegalVersionSchema = z.object({
  versionId: z.uuid(),
  type: legalDocumentTypeSchema,
  language: languageSchema,
  version: z.number().int(),
  title: z.string(),
  acceptedAt: z.iso.datetime(),
});
export type AcceptedLegalVersion = z.infer<typeof acceptedLegalVersionSchema>;

/**
 * GET /api/admin/reservations/{id}/accepted-legal-versions and /api/admin/guests/{id}/accepted-legal-versions (admin
 * and staff): oldest first; an account's list holds what it accepted at registration and with each booking.
 */
export const acceptedLegalVersionsSchema = z.object({
  items: z.array(acceptedLegalVersionSchema),
  total: z.number().int(),
});
export type AcceptedLegalVersions = z.infer<typeof acceptedLegalVersionsSchema>;
