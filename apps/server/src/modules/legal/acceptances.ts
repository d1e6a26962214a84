import {
  AUTHORITATIVE_LEGAL_LANGUAGE,
  type LegalDocumentType,
} from '@konak/domain/api/legal/legal-document-types';
import type { Language } from '@konak/domain/languages';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { legalAcceptances, legalDocumentVersions } from '../../db/schema/legal.ts';

/** What a guest accepts by ticking the box when registering: the terms of service and the privacy policy. */
export const REGISTRATION_DOCUMENTS: readonly LegalDocumentType[] = ['terms-conditions', 'privacy-policy'];
/** What a booking's "I accept" covers: the terms and the distance sales contract with its preliminary information. */
export const BOOKING_DOCUMENTS: readonly LegalDocumentType[] = [
  'terms-conditions',
  'distance-sales-contract',
];

export type Acceptance = {
  documents: readonly LegalDocumentType[];
  /** The language the guest read in; a document without a text in it was shown in Turkish (decision 040). */
  language: Language;
  userId?: string | null;
  reservationId?: string | null;
  at: Date;
};

/**
 * Records the versions the guest was shown when accepting: the current version of each document in their language,
 * else the Turkish one. Call it in the transaction that creates the account or reservation, so both are kept or
 * lost together. A document with no text at all is skipped (nothing could have been shown).
 */
export async function recordAcceptedVersions(db: Database, acceptance: Acceptance): Promise<void> {
  if (acceptance.documents.length === 0) return;
  await db.execute(acceptedVersionsInsert(acceptance));
}

/**
 * The statement recordAcceptedVersions runs, for a caller that sends it together with others (a booking, decision
 * 097): per document, the current version in the guest's language when there is one, else the Turkish one. At
 * least one document.
 */
export function acceptedVersionsInsert(acceptance: Acceptance): SQL {
  const languages = [...new Set([acceptance.language, AUTHORITATIVE_LEGAL_LANGUAGE])];
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  return sql`
    insert into legal_acceptances (version_id, user_id, reservation_id, accepted_at)
    select distinct on (v.type) v.id, ${acceptance.userId ?? null}::uuid, ${acceptance.reservationId ?? null}::uuid,
      ${acceptance.at.toISOString()}::timestamptz
    from legal_documents d
    join legal_document_versions v on v.type = d.type and v.language = d.language and v.version = d.version
    where d.type in (${list(acceptance.documents)}) and d.language in (${list(languages)})
    order by v.type, (v.language = ${acceptance.language}) desc`;
}

export type AcceptedVersionRow = {
  versionId: string;
  type: LegalDocumentType;
  language: Language;
  version: number;
  title: string;
  acceptedAt: Date;
};

/** The versions accepted for a reservation or by an account, oldest first. */
export function acceptedVersionsOf(
  db: Database,
  holder: { reservationId: string } | { userId: string },
): Promise<AcceptedVersionRow[]> {
  const condition =
    'reservationId' in holder
      ? eq(legalAcceptances.reservationId, holder.reservationId)
      : eq(legalAcceptances.userId, holder.userId);
  return db
    .select({
      versionId: legalDocumentVersions.id,
      type: legalDocumentVersions.type,
      language: legalDocumentVersions.language,
      version: legalDocumentVersions.version,
      title: legalDocumentVersions.title,
      acceptedAt: legalAcceptances.acceptedAt,
    })
    .from(legalAcceptances)
    .innerJoin(legalDocumentVersions, eq(legalDocumentVersions.id, legalAcceptances.versionId))
    .where(condition)
    .orderBy(asc(legalAcceptances.acceptedAt), asc(legalDocumentVersions.type));
}
