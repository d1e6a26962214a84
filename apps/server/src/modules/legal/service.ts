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
import {
  deleteDocumentRow,
  documentRowsIn,
  type LegalDocumentRow,
  type LegalDocumentSummaryRow,
  summaryRowsIn,
  upsertDocumentRow,
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

/** Creates or replaces a version; the content is cleaned before it is stored. */
export async function saveLegalDocument(
  db: Database,
  body: SaveLegalDocumentBody,
): Promise<SaveLegalDocumentResponse> {
  const content = sanitizeLegalHtml(body.content);
  if (content === '') {
    throw new AppError(400, 'error.validation_failed', {
      code: 'validation_failed',
      details: { type: 'validation' },
      errors: [{ field: 'content', message: 'error.legal_content_empty' }],
    });
  }
  const row = await upsertDocumentRow(db, { ...body, content });
  if (!row) throw new Error('saving a legal document returned no row');
  return { ...toDocument(row), created: row.created };
}

export async function deleteLegalDocument(db: Database, id: string): Promise<void> {
  if (!(await deleteDocumentRow(db, id))) throw documentNotFound();
}
