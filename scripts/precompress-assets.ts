// After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the client build,
// compressed once at the highest settings, so the server sends them as they are (decision 106) instead of
// compressing the same scripts again for every first visit.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text the browser asks for; pictures and fonts are compressed formats already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.html']);
/** Below this the server does not compress either (@fastify/compress's threshold). */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PrecompressSummary = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every compressible file of `folder` (recursively) that is large enough; a copy that saves nothing is not written. */
export async function precompressFolder(folder: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesBelow(folder)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      summary.files += 1;
      summary.bytes += body.length;
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      summary.brotliBytes += Math.min(br.length, body.length);
      summary.gzipBytes += Math.min(gz.length, body.length);
    }),
  );
  return summary;
}

if (import.meta.main) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node scripts/precompress-assets.ts <client build folder>');
    process.exit(2);
  }
  const { files, bytes, brotliBytes, gzipBytes } = await precompressFolder(path.resolve(folder));
  const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${files} files: ${kb(bytes)} → brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`,
  );
}
