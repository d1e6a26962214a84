import type {
  LegalDocumentEditorParams,
  PreviewLegalDocumentBody,
  SaveLegalVersionBody,
} from '@konak/domain/api/admin/legal-documents';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

// The back office's legal calls (decision 091); each loads its answer's schema beside the request (decision 063).
const schemas = () => import('@konak/domain/api/admin/legal-documents');

const editorPath = ({ type, language }: LegalDocumentEditorParams) =>
  `/admin/legal-documents/${encodeURIComponent(type)}/${encodeURIComponent(language)}`;

/** GET /api/admin/legal-documents: every type in every language with its current version. */
export function listLegalDocuments(options: CallOptions = {}) {
  return checkedRequest(
    () => schemas().then((module) => module.legalDocumentOverviewSchema),
    '/admin/legal-documents',
    options,
  );
}

/** GET /api/admin/legal-documents/{type}/{language}: the current text to edit and the history. */
export function getLegalDocumentEditor(params: LegalDocumentEditorParams, options: CallOptions = {}) {
  return checkedRequest(
    () => schemas().then((module) => module.legalDocumentEditorSchema),
    editorPath(params),
    options,
  );
}

/** GET /api/admin/legal-documents/versions/{id}: one version, old or current, cleaned as the public page shows it. */
export function getLegalVersion(versionId: string, options: CallOptions = {}) {
  return checkedRequest(
    () => schemas().then((module) => module.legalVersionSchema),
    `/admin/legal-documents/versions/${encodeURIComponent(versionId)}`,
    options,
  );
}

/** POST /api/admin/legal-documents/preview: the HTML as the public page would show it; stores nothing. */
export function previewLegalDocument(body: PreviewLegalDocumentBody, options: CallOptions = {}) {
  return checkedRequest(
    () => schemas().then((module) => module.previewLegalDocumentResponseSchema),
    '/admin/legal-documents/preview',
    { ...options, method: 'POST', body },
  );
}

/** PUT /api/admin/legal-documents/{type}/{language}: a new version; the same save repeated answers the first. */
export function saveLegalVersion(
  params: LegalDocumentEditorParams,
  body: SaveLegalVersionBody,
  options: CallOptions = {},
) {
  return checkedRequest(
    () => schemas().then((module) => module.saveLegalVersionResponseSchema),
    editorPath(params),
    {
      ...options,
      method: 'PUT',
      body,
    },
  );
}

/** What accepted versions belong to: a reservation, or a guest's account. */
export type AcceptanceHolder = { kind: 'reservations' | 'guests'; id: string };

/** GET /api/admin/{reservations|guests}/{id}/accepted-legal-versions (admin, staff). */
export function listAcceptedLegalVersions({ kind, id }: AcceptanceHolder, options: CallOptions = {}) {
  return checkedRequest(
    () => schemas().then((module) => module.acceptedLegalVersionsSchema),
    `/admin/${kind}/${encodeURIComponent(id)}/accepted-legal-versions`,
    options,
  );
}
