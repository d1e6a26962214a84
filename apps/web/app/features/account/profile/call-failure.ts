import { ApiError } from '../../../lib/api-client';

export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/**
 * Splits a failed call into messages for the form's own fields and one for the whole form: field errors the
 * form does not show (e.g. "body") and errors without fields become the form message.
 */
export function messagesOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
): { fields: FieldMessages<Field>; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const messages: FieldMessages<Field> = {};
  for (const { field, message } of error.errors) {
    if ((fields as readonly string[]).includes(field)) messages[field as Field] ??= message;
  }
  if (Object.keys(messages).length > 0) return { fields: messages, form: null };
  // Network failures carry the check-your-connection text; other answers their own message.
  return { fields: {}, form: error.isNetworkError || error.hasServerMessage ? error.message : fallback };
}
