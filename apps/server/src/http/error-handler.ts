import { type Language, languageFromAcceptLanguage } from '@konak/domain/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { locales } from 'zod';
import { isMessageKey, type MessageKey, translate } from '../i18n/translate.ts';
import { AppError, type FieldError } from './app-error.ts';

const zodLocales = { tr: locales.tr(), en: locales.en(), ar: locales.ar(), ru: locales.ru() };

/** Fastify's own client errors, by code, mapped to our messages. */
const frameworkErrors: Record<string, { status: number; key: MessageKey; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.invalid_json', code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.invalid_json', code: 'invalid_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    key: 'error.unsupported_media_type',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.invalid_json', code: 'invalid_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.payload_too_large', code: 'payload_too_large' },
};

export type ApiErrorBody = {
  message: string;
  type?: string;
  code?: string;
  errors?: FieldError[];
  [detail: string]: unknown;
};

/**
 * The one error handler of the API: every failure becomes `{ message, type?, code?, errors? }`
 * in the request's language. Client mistakes get their 4xx; anything unexpected is logged and
 * answered with a generic 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language ?? 'tr';

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        message: fieldMessage(language, issue),
      }));
      return send(reply, 400, {
        message: translate(language, 'error.validation_failed'),
        type: 'validation',
        code: 'validation_failed',
        errors,
      });
    }

    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, {
        ...error.details,
        message: translate(language, error.messageKey, error.params),
        ...(error.code ? { code: error.code } : {}),
        ...(error.errors
          ? {
              errors: error.errors.map(({ field, message }) => ({
                field,
                message: isMessageKey(message) ? translate(language, message) : message,
              })),
            }
          : {}),
      });
    }

    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) {
      return send(reply, known.status, { message: translate(language, known.key), code: known.code });
    }

    if (error.statusCode === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return send(reply, 429, {
        message: translate(language, 'error.rate_limited', { seconds }),
        code: 'rate_limited',
      });
    }

    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error without a specific mapping');
      return send(reply, error.statusCode, {
        message: translate(language, 'error.generic'),
        code: 'bad_request',
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { message: translate(language, 'error.generic'), code: 'internal_error' });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { message: translate(request.language ?? 'tr', 'error.not_found'), code: 'not_found' }),
  );
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any hook has run (FST_ERR_BAD_URL for a
 * broken percent-encoding, FST_ERR_ASYNC_CONSTRAINT), so the language comes straight from the header.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageFromAcceptLanguage(request.headers['accept-language']);
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(reply, 400, { message: translate(language, 'error.bad_url'), code: 'bad_url' });
  }
  request.log.error({ err: error }, 'router error');
  return send(reply, 500, { message: translate(language, 'error.generic'), code: 'internal_error' });
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

type ValidationIssue = {
  keyword: string;
  message?: string;
  instancePath: string;
  params: Record<string, unknown>;
};

/**
 * Zod messages come in the server's language; they are re-rendered in the request's language.
 * Custom messages written in schemas as `error.*` keys are translated from our catalogue.
 */
function fieldMessage(language: Language, issue: ValidationIssue): string {
  if (issue.message && isMessageKey(issue.message)) {
    // Custom zod issues carry their placeholders in `params` (e.g. `{ digits: 10 }`).
    const params = issue.params.params as Record<string, string | number> | undefined;
    return translate(language, issue.message, params);
  }
  const rebuilt = { ...issue.params, code: issue.keyword, path: [], message: issue.message };
  const message = zodLocales[language].localeError(rebuilt as never);
  return typeof message === 'string' ? message : (message?.message ?? issue.message ?? '');
}
