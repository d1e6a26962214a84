import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';
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

/**
 * Brotli quality 5, as @fastify/compress is set up in app.ts: a fifth smaller than gzip, but its encoder holds the
 * event loop a while on each body. Quality 0 for answers that are rarely asked twice (decision 105): a search's
 * 85 KB of JSON in ~0.12 ms, a third of quality 1's time, for 15.0 KB (quality 1: 13.8 KB; gzip 6: 12.3 KB). At
 * quality 1 compressing was a third of a rotating search's CPU.
 */
const BROTLI_QUALITY = { usual: 5, quick: 0 } as const;
const MAX_QUICK_BODY_ON_EVENT_LOOP = 128 * 1024;

const brotliOptions = (body: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

const compressors = {
  // Quality 0 is done at once on the event loop: about 0.12 ms for a search's 85 KB, less than the thread pool's
  // stream, hand-over and wake-ups cost in all on two busy cores (measured, decision 105). A larger body (a page of
  // 100 results) goes to the thread pool, so that no answer holds the event loop for more than about half a
  // millisecond.
  br: async (body: Buffer, quick: boolean) => {
    if (quick && body.length <= MAX_QUICK_BODY_ON_EVENT_LOOP)
      return brotliCompressSync(body, brotliOptions(body, BROTLI_QUALITY.quick));
    const quality = quick ? BROTLI_QUALITY.quick : BROTLI_QUALITY.usual;
    return promisify(brotliCompress)(body, brotliOptions(body, quality));
  },
  gzip: (body: Buffer) => promisify(gzip)(body),
};

/**
 * A cached answer's body with its compressed forms, each made once, on first demand, on libuv's thread pool (the
 * second core), and then shared by every request that accepts it. A `quick` body is compressed cheaply and sent as
 * brotli when the client takes it, on the event loop up to 128 KB: for answers made for one request more often
 * than not (a search).
 */
export class EncodedBody {
  readonly body: Buffer;
  readonly quick: boolean;
  readonly #variants = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(body: Buffer, { quick = false }: { quick?: boolean } = {}) {
    this.body = body;
    this.quick = quick;
  }

  variant(encoding: ContentEncoding): Promise<Buffer> {
    let variant = this.#variants.get(encoding);
    if (!variant) {
      variant = compressors[encoding](this.body, this.quick);
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
 * first: Node runs it on the thread pool, while brotli at quality 5 keeps the event loop busy for a few hundred
 * microseconds the cache hit is meant to save, for a body a third smaller. A quick body prefers brotli at quality 0,
 * which holds the event loop for less than gzip and costs far less in all.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedBody) {
  addVary(reply, 'Accept-Encoding');
  const encoding =
    answer.body.length >= 1024
      ? negotiateEncoding(
          request.headers['accept-encoding'],
          answer.quick ? (['br', 'gzip'] as const) : (['gzip', 'br'] as const),
        )
      : undefined;
  // Without br or gzip, the compression plugin still gets its say (deflate, small bodies).
  if (!encoding) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(await answer.variant(encoding));
}
