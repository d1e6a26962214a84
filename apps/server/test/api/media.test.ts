import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GENERATOR_VERSION } from '../../src/demo/pictures/scene-registry.ts';
import { useTestApp } from '../helpers/app.ts';

describe('GET /media/*', () => {
  const context = useTestApp();

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });

  it('answers an AVIF variant with real AVIF bytes, a year of immutable caching and an ETag', async () => {
    const response = await get('/media/apartments/moda-sahil-terrace/living/320.avif', {
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(new RegExp(`^"g${GENERATOR_VERSION}-[A-Za-z0-9_-]{22}"$`));
    // Already compressed: compressing again would only cost CPU.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'heif', width: 320, height: 213 });
    // A picture is never a document: only the headers that act on it travel with it.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('answers a WebP variant of a tour picture and of a hero', async () => {
    for (const url of [
      '/media/tours/kadikoy-food-tour/meze-table/320.webp',
      '/media/site/hero/istanbul-skyline/480.webp',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.width).toBe(Number(/\/(\d+)\.webp$/.exec(url)?.[1]));
    }
  });

  it('stores the encoded variant on disk and answers the next request with the same ETag', async () => {
    const url = '/media/apartments/cihangir-akarsu-loft/kitchen/320.webp';
    const first = await get(url);
    const file = path.join(
      context.services.config.DATA_DIR,
      'media-cache',
      `g${GENERATOR_VERSION}`,
      'apartments/cihangir-akarsu-loft/kitchen/320.webp',
    );
    expect(existsSync(file)).toBe(true);
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 304 without a body when If-None-Match carries the ETag', async () => {
    const url = '/media/apartments/cihangir-akarsu-loft/kitchen/320.avif';
    const { headers } = await get(url);
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await get(url, { 'if-none-match': ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.rawPayload.length).toBe(0);
    }
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('shares one encode between concurrent requests for the same variant', async () => {
    const url = '/media/apartments/moda-sahil-terrace/bathroom-1/320.webp';
    const responses = await Promise.all([get(url), get(url), get(url)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
  });

  it.each([
    ['a width above the source', '/media/apartments/moda-sahil-terrace/living/1920.avif'],
    ['a width that is not offered', '/media/apartments/moda-sahil-terrace/living/500.webp'],
    ['another format', '/media/apartments/moda-sahil-terrace/living/320.png'],
    ['an unknown apartment', '/media/apartments/nowhere/living/320.webp'],
    ['a room the flat does not have', '/media/apartments/moda-caddesi-studio/bedroom-2/320.webp'],
    ['an unknown kind', '/media/secrets/moda-sahil-terrace/living/320.webp'],
    ['the bare prefix', '/media/'],
  ])('answers 404 with the error body for %s', async (_reason, url) => {
    const response = await get(url, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });

  it.each([
    '/media/apartments/moda-sahil-terrace/../../../../etc/passwd',
    '/media/../package.json',
    '/media/apartments/%2e%2e/%2e%2e/320.webp',
    '/media/apartments/moda-sahil-terrace/living/..%2f..%2f..%2fjwt-secret',
    '/media/%2e%2e%2f%2e%2e%2fjwt-secret/x/320.webp',
    '/media/apartments/moda-sahil-terrace%2fliving/320.webp',
    '/media/apartments/moda-sahil-terrace/living/320.webp%00.txt',
    '/media/apartments/moda-sahil-terrace/living/%33%32%30.webp',
    '/media/apartments\\..\\..\\jwt-secret',
  ])('never leaves the picture catalogue: %s is a 404, never a 500', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  // Fastify's router refuses the URL before any route runs, for every path alike (FST_ERR_BAD_URL).
  it('answers a broken percent-encoding like any other bad URL: 400, not 500', async () => {
    const response = await get('/media/apartments/moda-sahil-terrace/living/%E0%A4%A.webp');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'bad_url' });
  });

  it('explains a broken percent-encoding in the language asked for, on API paths too', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/apartments/slug/%E0%A4%A',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'This address is not valid.', code: 'bad_url' });
  });

  it('answers HEAD with the headers only', async () => {
    const response = await context.app.inject({
      method: 'HEAD',
      url: '/media/site/hero-tours/bosphorus-cruise/320.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBe(0);
  });
});
