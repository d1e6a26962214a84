// Runs in a worker thread (heic-decoder.ts): decodes one HEIC to RGBA and sends the pixels back without a copy.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const { width, height, data } = await decode({ buffer: workerData as Uint8Array });
parentPort?.postMessage({ width, height, data }, [data.buffer as ArrayBuffer]);
