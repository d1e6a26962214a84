import type {
  LegalDocumentEditor,
  LegalDocumentOverviewItem,
  LegalVersion,
  SaveLegalVersionBody,
} from '@konak/domain/api/admin/legal-documents';
import { LEGAL_DOCUMENT_TYPES, type LegalDocumentType } from '@konak/domain/api/legal/legal-document-types';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { recordAudit } from '../audit/surface.ts';
import {
  currentDocuments,
  type LegalVersionRow,
  versionById,
  versionSummaries,
  writeDocumentVersion,
} from './document-versions.ts';
import { prepareLegalContent } from './sanitize-legal-html.ts';
import { cleanContentOrRefuse, documentNotFound } from './service.ts';

/** Every type in every language, in the footer's order, with what is current there. */
export async function legalOverview(db: Database): Promise<LegalDocumentOverviewItem[]> {
  const rows = await currentDocuments(db);
  return LEGAL_DOCUMENT_TYPES.flatMap((type) =>
    SUPPORTED_LANGUAGES.map((language) => {
      const row = rows.find((candidate) => candidate.type === type && candidate.language === language);
      return {
        type,
        language,
        title: row?.title ?? null,
        version: row?.version ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
  );
}

export async function legalEditor(
  db: Database,
  type: LegalDocumentType,
  language: Language,
): Promise<LegalDocumentEditor> {
  const [current, versions] = await Promise.all([
    currentDocuments(db).then((rows) => rows.find((row) => row.type === type && row.language === language)),
    versionSummaries(db, type, language),
  ]);
  const latest = current ? await versionByNumber(versions, current.version, db) : undefined;
  return {
    type,
    language,
    version: current?.version ?? 0,
    title: current?.title ?? '',
    content: latest?.content ?? '',
    versions: versions.map((version) => ({ ...version, createdAt: version.createdAt.toISOString() })),
  };
}

async function versionByNumber(
  versions: { id: string; version: number }[],
  number: number,
  db: Database,
): Promise<LegalVersionRow | undefined> {
  const summary = versions.find((version) => version.version === number);
  return summary ? versionById(db, summary.id) : undefined;
}

function toVersion(row: LegalVersionRow): LegalVersion {
  return {
    id: row.id,
    type: row.type,
    language: row.language,
    version: row.version,
    title: row.title,
    savedByName: row.savedByName,
    createdAt: row.createdAt.toISOString(),
    ...prepareLegalContent(row.content),
  };
}

export async function readLegalVersion(db: Database, versionId: string): Promise<LegalVersion> {
  const row = await versionById(db, versionId);
  if (!row) throw documentNotFound();
  return toVersion(row);
}

/** Saves the next version from the editor; `created` is false when it was a repeat of the operator's last save. */
export async function saveLegalVersion(
  db: Database,
  actor: SessionUser,
  target: { type: LegalDocumentType; language: Language },
  body: SaveLegalVersionBody,
  now: Date,
): Promise<{ version: LegalVersion; created: boolean }> {
  const content = cleanContentOrRefuse(body.content);
  const written = await db.transaction(async (tx) => {
    const result = await writeDocumentVersion(
      tx,
      { ...target, title: body.title, content, updatedAt: now },
      { baseVersion: body.baseVersion, savedBy: actor },
    );
    if (!result) throw new Error('saving a legal document version returned nothing');
    if (!result.repeated) {
      await recordAudit(tx, {
        actor,
        action: 'legal_document.save',
        subjectType: 'legal_document',
        subjectId: result.version.id,
        before: { version: body.baseVersion },
        // The title is not copied: the version holds it, and free text (a lone surrogate) cannot always be JSON.
        after: { ...target, version: result.version.version },
        at: now,
      });
    }
    return result;
  });
  return { version: toVersion(written.version), created: !written.repeated };
}
