/** What the rest of the server may use of the legal module (decision 064). */

export {
  acceptedVersionsInsert,
  acceptedVersionsOf,
  BOOKING_DOCUMENTS,
  REGISTRATION_DOCUMENTS,
  recordAcceptedVersions,
} from './acceptances.ts';
export { writeDocumentVersion } from './document-versions.ts';
export { plainText, sanitizeLegalHtml } from './sanitize-legal-html.ts';
export { readLegalDocument } from './service.ts';
