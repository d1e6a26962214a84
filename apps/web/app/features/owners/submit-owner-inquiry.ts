import type { OwnerInquiryInput } from '@konak/domain/api/owners/create-owner-inquiry';
import type { Language } from '@konak/domain/languages';
import { ApiError } from '../../lib/api-client';
import { createOwnerInquiry } from './api/create-owner-inquiry';
import { FIELD_ORDER, type InquiryField } from './owner-inquiry-values';

/** The domain schema with its zod and phone rules: a chunk of its own, fetched when the form is first touched. */
export const loadInquirySchema = () =>
  import('@konak/domain/api/owners/create-owner-inquiry').then(
    (module) => module.createOwnerInquiryBodySchema,
  );
export type InquirySchema = Awaited<ReturnType<typeof loadInquirySchema>>;

export type SentInquiry = { message: string; email: string };

export type InquiryOutcome =
  | { ok: true; sent: SentInquiry }
  /** The server's (translated) words: per field, and for the whole form when it said something else. */
  | { ok: false; fields: Partial<Record<InquiryField, string>>; message: string | null };

/** POST /api/owners/inquiries with the checked values, answered in the page language; never throws. */
export async function sendInquiry(input: OwnerInquiryInput, language: Language): Promise<InquiryOutcome> {
  try {
    const answer = await createOwnerInquiry(input, { language });
    return { ok: true, sent: { message: answer.message, email: input.email } };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, fields: {}, message: null };
    const fields: Partial<Record<InquiryField, string>> = {};
    for (const { field, message } of error.errors) {
      if ((FIELD_ORDER as readonly string[]).includes(field)) fields[field as InquiryField] ??= message;
    }
    const shownOnFields = Object.keys(fields).length > 0;
    // A validation answer is fully told by its fields; a rate limit or a network failure is told above the button.
    return {
      ok: false,
      fields,
      message: shownOnFields ? null : error.hasServerMessage || error.isNetworkError ? error.message : null,
    };
  }
}
