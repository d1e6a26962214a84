import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with among `offered` (in our order of preference), following the request's
 * Accept-Encoding and its q-values; undefined for none (send the body as it is).
 */
export function negotiateEncoding<Encoding extends string>(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((token) => token.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | undefined;
  let bestQuality = 0;
  for (const encoding of offered) {
    const value = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (value > bestQuality) {
      best = encoding;
      bestQuality = value;
    }
  }
  return best;
}

const compressors = {
  // Quality 5, as @fastify/compress is set up in app.ts: cheap enough on two cores, a fifth smaller than gzip.
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body),
};

/**
 * A cached answer's body with its compressed forms, each made once, on first demand, on libuv's thread pool (the
 * second core), and then shared by every request that accepts it.
 */
export class EncodedBody {
  readonly body: Buffer;
  readonly #variants = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(body: Buffer) {
    this.body = body;
  }

  variant(encoding: ContentEncoding): Promise<Buffer> {
    let variant = this.#variants.get(encoding);
    if (!variant) {
      variant = compressors[encoding](this.body);
      this.#variants.set(encoding, variant);
    }
    return variant;
  }

  /** What the entry weighs in a cache: the body and, at most, its two compressed forms. */
  get weight(): number {
    return Math.ceil(this.body.length * 1.6);
  }
}

/** Adds a token to the Vary header without losing what others put there. */
export function addVary(reply: FastifyReply, token: string) {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === token.toLowerCase() || value === '*'))
    values.push(token);
  reply.header('vary', values.join(', '));
}

/**
 * Sends a cached body compressed as the client accepts; @fastify/compress leaves an encoded answer alone. Gzip comes
 * first: Node runs it on the thread pool, while brotli keeps the event loop busy for as long as it compresses (a
 * few hundred microseconds the cache hit is meant to save), for a body a third smaller.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedBody) {
  addVary(reply, 'Accept-Encoding');
  const encoding =
    answer.body.length >= 1024
      ? negotiateEncoding(request.headers['accept-encoding'], ['gzip', 'br'] as const)
      : undefined;
  // Without br or gzip, the compression plugin still gets its say (deflate, small bodies).
  if (!encoding) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(await answer.variant(encoding));
}
