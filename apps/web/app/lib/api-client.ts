import { contentLanguage, isRecognisedLanguage, type Language } from '@konak/domain/languages';
import { readStoredSession } from '../session/session-storage';

/**
 * A tiny fetch wrapper for the browser's calls to /api (spec §7): JSON both ways, `Accept-Language` from the
 * page language, and `Authorization: Bearer` when a sign-in token is stored. Failures become an ApiError
 * carrying the server's `{ message, type, code, errors }`, or a translated "check your connection" message
 * when the network itself failed (spec §8). Framework-free, so any feature can call it from an event handler.
 */

export type ApiFieldError = { field: string; message: string };

export class ApiError extends Error {
  /** The HTTP status; 0 when the request never reached the server. */
  readonly status: number;
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly errors: ApiFieldError[];
  /**
   * The whole error body as the server sent it ({} when it had none), for calls whose refusals carry more
   * than the common fields (a login's `failedAttempts`, a registration's `tempToken`).
   */
  readonly body: Readonly<Record<string, unknown>>;
  /** Seconds the server asked us to wait (the `Retry-After` header of a 429 or 503), when it said so. */
  readonly retryAfterSeconds: number | undefined;
  /** True when the body carried its own message; false when `message` is the client's generic fallback. */
  readonly hasServerMessage: boolean;

  constructor(
    message: string,
    details: {
      status: number;
      type?: string;
      code?: string;
      errors?: ApiFieldError[];
      body?: Record<string, unknown>;
      retryAfterSeconds?: number;
      hasServerMessage?: boolean;
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.type = details.type;
    this.code = details.code;
    this.errors = details.errors ?? [];
    this.body = details.body ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.hasServerMessage = details.hasServerMessage ?? false;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

// The two messages the client writes itself; everything else is the server's, already translated.
const CLIENT_MESSAGES: Record<Language, { network: string; generic: string }> = {
  tr: {
    network: 'Sunucuya ulaşılamadı. Lütfen internet bağlantınızı kontrol edin.',
    generic: 'Bir hata oluştu.',
  },
  en: {
    network: 'Could not reach the server. Please check your internet connection.',
    generic: 'An error occurred.',
  },
  ar: { network: 'تعذّر الوصول إلى الخادم. يرجى التحقق من اتصالك بالإنترنت.', generic: 'حدث خطأ.' },
  ru: {
    network: 'Не удалось связаться с сервером. Проверьте подключение к интернету.',
    generic: 'Произошла ошибка.',
  },
};

/** The language of the page the call is made from (its <html lang>), Turkish when unknown. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isRecognisedLanguage(lang) ? contentLanguage(lang) : 'tr';
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as application/octet-stream (an upload); instead of `body`. */
  file?: Blob;
  /** Defaults to the page language. */
  language?: Language;
  signal?: AbortSignal;
  /**
   * The bearer token to send instead of the stored one (e.g. checking a token that is not stored yet);
   * null sends none.
   */
  token?: string | null;
  /**
   * Extra request headers, e.g. `Idempotency-Key` on a booking. They cannot replace the ones the client
   * owns (Accept, Accept-Language, Content-Type, Authorization): use `language` and `token` for those.
   */
  headers?: Readonly<Record<string, string>>;
};

/** Headers apiRequest sets itself; compared in lower case, as HTTP header names are case-insensitive. */
const OWN_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'authorization']);

type ErrorBody = { message?: unknown; type?: unknown; code?: unknown; errors?: unknown };

/** `Retry-After` is either delay-seconds ("900") or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

async function errorFrom(response: Response, language: Language): Promise<ApiError> {
  const parsed: unknown = await response.json().catch(() => null);
  const body = (
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {}
  ) as ErrorBody & Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const serverMessage = text(body.message);
  return new ApiError(serverMessage ?? CLIENT_MESSAGES[language].generic, {
    status: response.status,
    type: text(body.type),
    code: text(body.code),
    errors: Array.isArray(body.errors) ? (body.errors as ApiFieldError[]) : [],
    body,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    hasServerMessage: serverMessage !== undefined,
  });
}

/** What a typed call passes on from its caller: the answer's language and a way to cancel it. */
export type CallOptions = Pick<ApiRequestOptions, 'language' | 'signal'>;

type AnswerSchema<T> = { parse(answer: unknown): T };

/**
 * Calls `/api{path}` and checks the answer with the operation's domain schema. `schema` loads the schema's module
 * beside the request, so the calling chunk carries no zod and the check adds no wait; for calls off the first
 * visit only (decision 063). A malformed answer rejects with the schema's error, as a failed call does.
 */
export async function checkedRequest<T>(
  schema: () => Promise<AnswerSchema<T>>,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const [answer, checker] = await Promise.all([apiRequest<unknown>(path, options), schema()]);
  return checker.parse(answer);
}

/** Sends `/api{path}` with the page's language and the stored token; rejects with an ApiError unless it is 2xx. */
async function send(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const language = options.language ?? pageLanguage();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (!OWN_HEADERS.has(name.toLowerCase())) headers[name] = value;
  }
  headers.Accept = accept;
  headers['Accept-Language'] = language;
  if (options.file) headers['Content-Type'] = 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.token === undefined ? (readStoredSession()?.token ?? null) : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? (options.body === undefined && !options.file ? 'GET' : 'POST'),
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled call is the caller's decision, not a connection problem.
    if (options.signal?.aborted) throw error;
    throw new ApiError(CLIENT_MESSAGES[language].network, { status: 0, type: 'network' });
  }
  if (!response.ok) throw await errorFrom(response, language);
  return response;
}

/** Calls `/api{path}` and resolves with the parsed JSON answer (undefined for 204), or rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, when it has a plain one. */
export function attachmentFileName(header: string | null): string | null {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? null;
}

/**
 * Calls `/api{path}` for a file (a signed-in call cannot be a plain link: the token is not a cookie) and resolves
 * with its bytes and the name the server gave it.
 */
export async function apiFile(
  path: string,
  accept: string,
  options: ApiRequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options, accept);
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get('Content-Disposition')),
  };
}
