/** What the rest of the server may use of the legal module (decision 064). */
export { upsertDocumentRow } from './repository.ts';
export { plainText, sanitizeLegalHtml } from './sanitize-legal-html.ts';
export { readLegalDocument } from './service.ts';
