import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../../scripts/precompress-assets.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { closeServices, createServices } from '../../src/services.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * The built scripts are sent as the build compressed them (decision 106): brotli or gzip as the browser accepts,
 * the same bytes every time, with a year of caching; a browser that accepts neither gets the file itself.
 */
describe('built assets in production', () => {
  const script = `export const greeting = ${JSON.stringify('merhaba '.repeat(2000))};\n`;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let assetFile: string;

  beforeAll(async () => {
    const buildDirectory = mkdtempSync(path.join(tmpdir(), 'konak-build-'));
    mkdirSync(path.join(buildDirectory, 'server'));
    mkdirSync(path.join(buildDirectory, 'client', 'assets'), { recursive: true });
    // A stand-in for React Router's server build: only the assets are asked for here.
    writeFileSync(path.join(buildDirectory, 'server', 'index.js'), 'export const assets = {};\n');
    assetFile = path.join(buildDirectory, 'client', 'assets', 'app-abc123.js');
    writeFileSync(assetFile, script);
    await precompressFolder(path.join(buildDirectory, 'client'));

    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'konak-')),
    });
    const services = createServices(config, database.handle);
    app = await buildApp({
      services,
      web: { mode: 'production', buildDirectory, publicUrl: 'https://konak.example' },
    });
    app.addHook('onClose', () => closeServices(services));
  });
  afterAll(() => app?.close());

  const get = (acceptEncoding: string) =>
    app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const response = await get('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    // The build's copy, compressed once at the best setting, not compressed again per request.
    expect(response.rawPayload.equals(readFileSync(`${assetFile}.br`))).toBe(true);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(readFileSync(`${assetFile}.gz`))).toBe(true);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves the headers that only act on a document off a script, and keeps them on other answers', async () => {
    const script = await get('br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'cross-origin-opener-policy', 'x-frame-options']) {
      expect(script.headers[name], name).toBeUndefined();
    }
    const other = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(other.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
