import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';

const NUL_CHARACTER_MESSAGE: MessageKey = 'error.text_nul_character';

/**
 * fastify-type-provider-zod's validator plus one rule for every text a client sends: no NUL character (U+0000).
 * PostgreSQL text cannot hold it, so a name or search term with one failed in the database with a 500; no real text
 * needs it, so it is refused like any invalid field (400, the field named, the message translated).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    // The zod compiler answers synchronously with `{ error }` or `{ value }`, the parsed input.
    const result = validate(data) as { error?: FastifySchemaValidationError[]; value?: unknown };
    if (result.error) return result;
    const path = nulCharacterPath(result.value);
    if (!path) return result;
    // The error is made by the same compiler, so the error handler sees the usual zod validation error.
    const refuse = z.unknown().superRefine((_value, context) => {
      context.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
    });
    return zodValidatorCompiler({ ...route, schema: refuse })(data);
  };
};

/**
 * Where a string holding U+0000 is in a validated value (object keys included), or null. Walks with a list instead of
 * recursion: a schema field that takes any JSON may hold a structure nested far deeper than the call stack.
 */
function nulCharacterPath(root: unknown): (string | number)[] | null {
  const pending: [unknown, (string | number)[]][] = [[root, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return [...path, key];
        pending.push([item, [...path, Array.isArray(value) ? Number(key) : key]]);
      }
    }
  }
  return null;
}
