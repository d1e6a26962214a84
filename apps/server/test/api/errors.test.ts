import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/http/app-error.ts';
import { useTestApp } from '../helpers/app.ts';

describe('API error bodies', () => {
  const context = useTestApp();
  beforeAll(async () => {
    const { app } = context;
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(2), guests: z.number().int().positive() }) } },
      async (request) => request.body,
    );
    app.get('/api/test/conflict', async () => {
      throw new AppError(409, 'error.forbidden', { code: 'dates_taken' });
    });
    app.get('/api/test/crash', async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
  });

  const inject = (options: InjectOptions) => context.app.inject(options);
  const postRawEcho = (contentType: string, payload: string) =>
    inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': contentType }, payload });

  it('turns invalid input into 400 with translated field errors', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en' },
      payload: { name: 'A', guests: -1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/not valid/);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['guests', 'name']);
  });

  it('speaks the language of Accept-Language, Turkish by default', async () => {
    const payload = { name: 'A', guests: 2 };
    const turkish = await inject({ method: 'POST', url: '/api/test/echo', payload });
    expect(turkish.json().message).toMatch(/geçersiz/);
    const russian = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(russian.json().message).toMatch(/неверно/);
    expect(russian.json().errors[0].message).toMatch(/[а-я]/);
    const arabic = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses NUL characters in text as invalid input, naming the field', async () => {
    // PostgreSQL cannot store U+0000: such a name used to reach the database and fail there with a 500.
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Ay\u0000şe', guests: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'name', message: 'This text contains a character that is not allowed.' }],
    });
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await postRawEcho('application/json', '{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_json');
  });

  it('rejects content types it does not read with 415', async () => {
    const response = await postRawEcho('application/xml', '<a/>');
    expect(response.statusCode).toBe(415);
  });

  it('passes the status and code of expected failures through', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/test/conflict',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You are not allowed to do this.', code: 'dates_taken' });
  });

  it('hides the details of unexpected failures', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json().code).toBe('internal_error');
  });

  it('answers unknown API routes with a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe('API documentation and headers', () => {
  const context = useTestApp();

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('serves a docs UI', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(
      /script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
    );
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Legacy headers no browser we serve acts on: bytes of every document (decision 114).
    for (const legacy of [
      'x-xss-protection',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-dns-prefetch-control',
    ]) {
      expect(response.headers[legacy]).toBeUndefined();
    }
  });
});
