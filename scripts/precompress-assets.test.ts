import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFolder } from './precompress-assets.ts';

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy of each large text file, in every subfolder, that decompress to the file', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'konak-precompress-'));
    mkdirSync(path.join(folder, 'assets'));
    const script = 'console.log("istanbul");\n'.repeat(200);
    const style = '.card{color:red}\n'.repeat(200);
    writeFileSync(path.join(folder, 'assets', 'entry-abc.js'), script);
    writeFileSync(path.join(folder, 'assets', 'app-abc.css'), style);

    const summary = await precompressFolder(folder);

    expect(summary.files).toBe(2);
    for (const [name, text] of [
      ['assets/entry-abc.js', script],
      ['assets/app-abc.css', style],
    ] as const) {
      const file = path.join(folder, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
    }
    expect(summary.brotliBytes).toBeLessThan(summary.bytes);
  });

  it('leaves small files, pictures and fonts alone', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'konak-precompress-'));
    writeFileSync(path.join(folder, 'tiny.js'), 'x'.repeat(MIN_BYTES - 1));
    writeFileSync(path.join(folder, 'photo.avif'), Buffer.alloc(50_000));
    writeFileSync(path.join(folder, 'font.woff2'), Buffer.alloc(50_000));

    expect((await precompressFolder(folder)).files).toBe(0);
    for (const name of ['tiny.js', 'photo.avif', 'font.woff2']) {
      expect(existsSync(path.join(folder, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(folder, `${name}.gz`))).toBe(false);
    }
  });
});
