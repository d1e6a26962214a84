import type { MessageKey } from '../i18n/translate.ts';

export type FieldError = { field: string; message: string };

type AppErrorOptions = {
  /** Stable machine-readable code for clients, e.g. `expired` or `dates_taken`. */
  code?: string;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Field errors, e.g. the e-mail of a registration that already exists. */
  errors?: FieldError[];
  /** Extra top-level fields of the error body (e.g. `failedAttempts`, `tempToken`). */
  details?: Record<string, unknown>;
  cause?: unknown;
};

/**
 * An expected failure with a status and a translatable message. Services throw it; the one
 * error handler turns it into the API error body in the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly code: string | undefined;
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;
  readonly errors: FieldError[] | undefined;
  readonly details: Record<string, unknown>;

  constructor(statusCode: number, messageKey: MessageKey, options: AppErrorOptions = {}) {
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.code = options.code;
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
    this.errors = options.errors;
    this.details = options.details ?? {};
  }
}

export const notFound = (code = 'not_found') => new AppError(404, 'error.not_found', { code });
export const unauthorized = () => new AppError(401, 'error.unauthorized', { code: 'unauthorized' });
export const forbidden = () => new AppError(403, 'error.forbidden', { code: 'forbidden' });
