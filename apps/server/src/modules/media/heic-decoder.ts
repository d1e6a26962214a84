import { Worker } from 'node:worker_threads';

export type DecodedHeic = { width: number; height: number; data: Uint8ClampedArray };

/**
 * Decodes an HEVC-coded HEIF (an iPhone's HEIC) to RGBA, turned as the file says. The prebuilt libvips has no HEVC
 * decoder (its patent licence), so libheif compiled to WebAssembly does it (decision 084) — in a worker thread,
 * because a 12-megapixel photo takes seconds and the server must go on answering pages meanwhile.
 */
export function decodeHeic(bytes: Uint8Array): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heic-decode-worker.ts', import.meta.url), { workerData: bytes });
    worker.once('message', (decoded: DecodedHeic) => {
      resolve(decoded);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the HEIC decoder stopped (exit code ${code})`)));
  });
}
