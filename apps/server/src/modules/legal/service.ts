import type { LegalDocument, LegalDocumentSummary } from '@konak/domain/api/legal/legal-document';
import {
  AUTHORITATIVE_LEGAL_LANGUAGE,
  isLegalDocumentType,
  LEGAL_DOCUMENT_TYPES,
} from '@konak/domain/api/legal/legal-document-types';
import type {
  SaveLegalDocumentBody,
  SaveLegalDocumentResponse,
} from '@konak/domain/api/legal/save-legal-document';
import type { Language } from '@konak/domain/languages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { recordAudit } from '../audit/surface.ts';
import { writeDocumentVersion } from './document-versions.ts';
import {
  deleteDocumentRow,
  documentRowsIn,
  type LegalDocumentRow,
  type LegalDocumentSummaryRow,
  summaryRowsIn,
} from './repository.ts';
import { prepareLegalContent, sanitizeLegalHtml } from './sanitize-legal-html.ts';

export const documentNotFound = () =>
  new AppError(404, 'error.document_not_found', { code: 'document_not_found' });

/** The language asked for, then the Turkish original (decision 040). */
function languagesFor(language: Language): Language[] {
  return language === AUTHORITATIVE_LEGAL_LANGUAGE ? [language] : [language, AUTHORITATIVE_LEGAL_LANGUAGE];
}

/** Of one type's versions, the one in the language, else the Turkish one. */
function preferred<Row extends { language: Language }>(rows: Row[], language: Language): Row | undefined {
  return rows.find((row) => row.language === language) ?? rows.find((row) => row.language !== language);
}

function toSummary(row: LegalDocumentSummaryRow): LegalDocumentSummary {
  return {
    id: row.id,
    type: row.type,
    language: row.language,
    title: row.title,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDocument(row: LegalDocumentRow): LegalDocument {
  return { ...toSummary(row), ...prepareLegalContent(row.content) };
}

/** One summary per type a reader of the language can open, in the footer's order. */
export async function listLegalDocuments(db: Database, language: Language): Promise<LegalDocumentSummary[]> {
  const rows = await summaryRowsIn(db, languagesFor(language));
  return LEGAL_DOCUMENT_TYPES.flatMap((type) => {
    const row = preferred(
      rows.filter((candidate) => candidate.type === type),
      language,
    );
    return row ? [toSummary(row)] : [];
  });
}

/**
 * The document of a type for a reader of the language, cleaned for display; null for an unknown type or when
 * neither the language nor Turkish has a text. Takes any string: page URLs and API paths pass what they got.
 */
export async function readLegalDocument(
  db: Database,
  type: string,
  language: Language,
): Promise<LegalDocument | null> {
  if (!isLegalDocumentType(type)) return null;
  const row = preferred(await documentRowsIn(db, type, languagesFor(language)), language);
  return row ? toDocument(row) : null;
}

/** The content cleaned for storing; 400 when nothing is left of it. */
export function cleanContentOrRefuse(html: string): string {
  const content = sanitizeLegalHtml(html);
  if (content === '') {
    throw new AppError(400, 'error.validation_failed', {
      code: 'validation_failed',
      details: { type: 'validation' },
      errors: [{ field: 'content', message: 'error.legal_content_empty' }],
    });
  }
  return content;
}

/**
 * The spec's save: the text becomes the next version of its type and language (no precondition: every call makes
 * one), cleaned before it is stored, audited like the back office's save.
 */
export async function saveLegalDocument(
  db: Database,
  actor: SessionUser,
  body: SaveLegalDocumentBody,
  now: Date,
): Promise<SaveLegalDocumentResponse> {
  const content = cleanContentOrRefuse(body.content);
  const written = await db.transaction(async (tx) => {
    const result = await writeDocumentVersion(tx, { ...body, content, updatedAt: now }, { savedBy: actor });
    if (!result) throw new Error('saving a legal document returned no row');
    await recordAudit(tx, {
      actor,
      action: 'legal_document.save',
      subjectType: 'legal_document',
      subjectId: result.version.id,
      before: null,
      // The title is not copied: the version holds it, and free text (a lone surrogate) cannot always be JSON.
      after: { type: body.type, language: body.language, version: result.version.version },
      at: now,
    });
    return result;
  });
  return { ...toDocument(written.document), created: written.created };
}

export async function deleteLegalDocument(db: Database, id: string): Promise<void> {
  if (!(await deleteDocumentRow(db, id))) throw documentNotFound();
}
