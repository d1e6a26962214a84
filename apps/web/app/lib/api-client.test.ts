import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFile,
  apiRequest,
  attachmentFileName,
  checkedRequest,
  parseRetryAfter,
} from './api-client';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

const headersOf = (index: number) => (calls[index]?.init.headers ?? {}) as Record<string, string>;

function answerWith(response: Response | Error) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  document.documentElement.lang = 'ar';
});

afterEach(() => {
  document.documentElement.lang = '';
});

describe('apiRequest', () => {
  it('posts JSON under /api with the page language and no token for a guest', async () => {
    answerWith(json({ nights: 3 }));
    await expect(apiRequest('/pricing-calendar/calculate-price', { body: { a: 1 } })).resolves.toEqual({
      nights: 3,
    });
    const [call] = calls;
    expect(call?.url).toBe('/api/pricing-calendar/calculate-price');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"a":1}');
    const headers = headersOf(0);
    expect(headers['Accept-Language']).toBe('ar');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends a file as it is, as octet-stream, not as JSON', async () => {
    answerWith(json({ id: 'r1' }));
    const file = new File(['%PDF-1.4'], 'dekont.pdf', { type: 'application/pdf' });
    await apiRequest('/reservations/r1/receipt?fileName=dekont.pdf', { method: 'PUT', file });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe(file);
    expect(headersOf(0)['Content-Type']).toBe('application/octet-stream');
  });

  it('sends a stored token as a bearer, from local or session storage', async () => {
    answerWith(json({}));
    sessionStorage.setItem('token', 'session-token');
    await apiRequest('/auth/me');
    expect(headersOf(0).Authorization).toBe('Bearer session-token');
    expect(calls[0]?.init.method).toBe('GET');
    localStorage.setItem('token', 'kept-token');
    answerWith(json({}));
    await apiRequest('/auth/me');
    expect(headersOf(1).Authorization).toBe('Bearer kept-token');
  });

  it('turns an error body into an ApiError with its message, type, code and field errors', async () => {
    const errors = [{ field: 'checkOut', message: 'Too long' }];
    answerWith(json({ message: 'Dates taken', type: 'conflict', code: 'dates_taken', errors }, 409));
    const failure = await apiRequest('/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Dates taken',
      status: 409,
      type: 'conflict',
      code: 'dates_taken',
      errors,
    });
  });

  it('falls back to a translated generic message when the body has none', async () => {
    answerWith(new Response('oops', { status: 502 }));
    const failure = await apiRequest('/x', { language: 'en' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'An error occurred.', status: 502, errors: [] });
  });

  it('reports a network failure with the translated check-your-connection message', async () => {
    answerWith(new TypeError('Failed to fetch'));
    const failure = await apiRequest('/x', { language: 'ru' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetworkError).toBe(true);
    expect((failure as ApiError).message).toContain('подключение к интернету');
  });

  it('keeps the whole error body and the Retry-After wait of a refusal', async () => {
    answerWith(
      new Response(JSON.stringify({ message: 'Locked', code: 'too_many_attempts', failedAttempts: 5 }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
      }),
    );
    const failure = (await apiRequest('/auth/login', { body: {} }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure.body).toMatchObject({ failedAttempts: 5, code: 'too_many_attempts' });
    expect(failure.retryAfterSeconds).toBe(900);
    expect(failure.hasServerMessage).toBe(true);
  });

  it('tells a server message from its own fallback and leaves the wait unknown without the header', async () => {
    answerWith(new Response('[]', { status: 500 }));
    const failure = (await apiRequest('/x').catch((error: unknown) => error)) as ApiError;
    expect(failure.hasServerMessage).toBe(false);
    expect(failure.body).toEqual({});
    expect(failure.retryAfterSeconds).toBeUndefined();
  });

  it('sends a given token instead of the stored one, or none when told so', async () => {
    localStorage.setItem('token', 'kept-token');
    answerWith(json({ valid: true }));
    await apiRequest('/auth/verify-token', { token: 'fresh-token' });
    expect(headersOf(0).Authorization).toBe('Bearer fresh-token');
    answerWith(json({ valid: false }));
    await apiRequest('/auth/verify-token', { token: null });
    expect(headersOf(1).Authorization).toBeUndefined();
  });
});

describe('apiRequest extra headers', () => {
  it('sends extra headers such as an Idempotency-Key with the usual ones', async () => {
    localStorage.setItem('token', 'kept-token');
    answerWith(json({}, 201));
    await apiRequest('/reservations/create', { body: {}, headers: { 'Idempotency-Key': 'key-1' } });
    expect(headersOf(0)).toMatchObject({
      'Idempotency-Key': 'key-1',
      Accept: 'application/json',
      'Accept-Language': 'ar',
      'Content-Type': 'application/json',
      Authorization: 'Bearer kept-token',
    });
  });

  it('never lets an extra header replace the language, the content type or the sign-in', async () => {
    localStorage.setItem('token', 'kept-token');
    answerWith(json({}));
    await apiRequest('/x', {
      body: {},
      headers: {
        'accept-language': 'ru',
        AUTHORIZATION: 'Bearer forged',
        'Content-Type': 'text/plain',
        Accept: 'text/html',
      },
    });
    const headers = headersOf(0);
    expect(headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'ar',
      'Content-Type': 'application/json',
      Authorization: 'Bearer kept-token',
    });
  });
});

describe('checkedRequest', () => {
  const checkResetTokenSchema = () =>
    import('@konak/domain/api/auth/check-reset-token').then((module) => module.checkResetTokenResponseSchema);

  it('resolves with the answer its domain schema accepts, asking for the schema beside the request', async () => {
    answerWith(json({ valid: true }));
    const schema = vi.fn(checkResetTokenSchema);
    const answer = checkedRequest(schema, '/auth/reset-password/check', { body: { token: 't' } });
    // Both are under way before either has come back.
    expect(schema).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    await expect(answer).resolves.toEqual({ valid: true });
    expect(calls[0]?.url).toBe('/api/auth/reset-password/check');
  });

  it('rejects an answer its schema refuses, and keeps a refusal of the server an ApiError', async () => {
    answerWith(json({ valid: 'yes' }));
    await expect(checkedRequest(checkResetTokenSchema, '/auth/reset-password/check')).rejects.toMatchObject({
      name: 'ZodError',
    });
    answerWith(json({ message: 'Gone' }, 410));
    await expect(checkedRequest(checkResetTokenSchema, '/auth/reset-password/check')).rejects.toMatchObject({
      name: 'ApiError',
      status: 410,
      message: 'Gone',
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:02:30 GMT', now)).toBe(150);
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('apiFile', () => {
  it('answers the bytes and the attachment name, asking for the file type', async () => {
    answerWith(
      new Response('\uFEFFAy;İlan\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="konak-report-2031-01-2031-02.csv"' },
      }),
    );
    const file = await apiFile('/admin/reports.csv?from=2031-01&to=2031-02', 'text/csv');
    expect(file.fileName).toBe('konak-report-2031-01-2031-02.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(headersOf(0).Accept).toBe('text/csv');
  });

  it('rejects with the server error like a JSON call', async () => {
    answerWith(json({ message: 'Bad', errors: [{ field: 'to', message: 'Bad' }] }, 400));
    await expect(apiFile('/admin/reports.csv', 'text/csv')).rejects.toMatchObject({ status: 400 });
  });

  it('reads only a plain quoted file name', () => {
    expect(attachmentFileName('attachment; filename="a.csv"')).toBe('a.csv');
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
