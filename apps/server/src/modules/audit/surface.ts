/** What the rest of the server may use of the audit module (decision 064). */
export { saveUnlessUnchanged, setPublished } from './audited-saves.ts';
export { auditedSubjectWrites, type SubjectStore } from './audited-subject-writes.ts';
export { canonicalJson, subjectCreatedWithKey } from './keyed-create.ts';
export { auditEventsOf } from './list-audit-events.ts';
export { type AuditEntry, recordAudit } from './record-audit.ts';
