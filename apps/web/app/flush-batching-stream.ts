import { Transform, type TransformCallback } from 'node:stream';

/**
 * What React writes during one flush of a server render, passed on as one chunk (decision 110).
 *
 * React's Node renderer writes a page in 4 KB views and loose strings, a few dozen writes for an apartment page,
 * and calls `destination.flush()` once it has written everything it can (the same hook it uses for compression
 * streams). Each chunk otherwise travels alone through the web stream of the Response, Fastify's conversion back to
 * a Node stream, the compressor and the socket, each paying its per-chunk cost. Here the writes of a flush are kept
 * until that call (or the end) and handed on joined: the same bytes, in the same order, at the same moments.
 */
export class FlushBatchingStream extends Transform {
  #pending: Buffer[] = [];
  #onEnd: () => void;

  constructor(onEnd: () => void = () => {}) {
    super();
    this.#onEnd = onEnd;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    callback();
  }

  /** Called by React after each flush: hands on what it wrote since the last one. */
  flush() {
    if (this.#pending.length === 0) return;
    const joined = this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending);
    this.#pending = [];
    this.push(joined);
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    this.#onEnd();
    callback();
  }
}
