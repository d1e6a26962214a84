/** What the rest of the server may use of the owners module (decision 064). */
export { findOwnerInquiry, ownersPageUrl } from './inquiries.ts';
