import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache } from '../cache/answer-cache.ts';
import { CHANGE_KINDS } from '../cache/catalogue-changes.ts';
import { addVary, negotiateEncoding } from '../cache/encoded-body.ts';
import { brotliWithNonce, compressAroundNoncesBrotli, type NonceBrotli } from './nonce-brotli.ts';
import { compressAroundNonces, gzipWithNonce, type NonceGzip } from './nonce-gzip.ts';
import { type CataloguePart, type PageVersion, pageIsCurrent } from './page-dependencies.ts';

/**
 * Decision 100 (after 038): a rendered public page is reused until a change notice of a part it read arrives, the
 * Istanbul date or the build changes, or this safety age passes (the listing catalogue in memory is also renewed
 * every ten minutes). Pages carry no personal data (member pages render a loading state and fetch with the token).
 */
export const PAGE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * A rendered page, as the brotli and the gzip of the texts around its CSP nonce so every response can carry its own.
 * The HTML itself is not kept: a client without either (rare) gets the gzip decompressed.
 */
export type CapturedPage = {
  status: number;
  headers: [string, string][];
  gzip: NonceGzip;
  /** Absent for the rare page that cannot be compressed this way (nonce-brotli.ts); it is sent as gzip. */
  brotli: NonceBrotli | undefined;
  /** Kept for others: a 200 or 404 that sets no cookie and does not forbid storing. */
  storable: boolean;
  /** The catalogue parts the render read; a notice of any of them makes the page stale. */
  dependsOn: readonly CataloguePart[];
};

/**
 * Sized for every public page of 200 apartments in four languages (about 850 pages, ~35 MB: an apartment page is
 * ~22 KB of gzip and ~19 KB of brotli pieces for ~97 KB of HTML) several times over (the consent banner's variants).
 */
export function createPageCache({
  ttlMs = PAGE_MAX_AGE_MS,
  maxEntries = 4000,
  maxBytes = 96 * 1024 * 1024,
  now,
}: {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
} = {}) {
  return new AnswerCache<CapturedPage, PageVersion>({
    name: 'pages',
    ttlMs,
    maxEntries,
    maxBytes,
    sizeOf: (page) =>
      [...page.gzip.pieces, ...(page.brotli?.pieces ?? [])].reduce((sum, piece) => sum + piece.length, 0),
    isStorable: (page) => page.storable,
    isCurrent: (stored, current, page) => pageIsCurrent(stored, current, page?.dependsOn),
    ...(now ? { now } : {}),
  });
}

const MAX_KEYED_URL = 2048;
/** The longest Accept-Encoding value whose answer is remembered (longer ones are answered each time). */
const MAX_REMEMBERED_VALUE = 512;
/**
 * The cookies a page may depend on, each a part of the key: the language (unprefixed pages redirect by it) and the
 * cookie-consent choice (the banner shows until there is one; decision 041). Only well-formed values, so the key
 * space stays small; anything else, or any other cookie, is not answered from the cache.
 */
const KEYED_COOKIES = [/^lang=[a-z]{0,8}$/, /^konak_consent=v\d{1,2}\.[a-z]{1,20}$/];

/**
 * The cache key of a page request, or undefined when the answer may depend on who asks: anything but GET, a bearer
 * token, or a cookie other than the keyed ones above. Crawlers and people get the same page (decision 114).
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  const url = request.url;
  if (url.length > MAX_KEYED_URL) return undefined;
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .sort();
  if (!cookies.every((pair) => KEYED_COOKIES.some((cookie) => cookie.test(pair)))) return undefined;
  return `${url}\n${cookies.join(';')}`;
}

/**
 * `answer` remembered per header value: the Accept-Encoding parse was a good part of a cached hit's work. A site sees
 * few distinct values at a time (all forgotten at once past a thousand; long values are not kept, so the memory
 * stays under 1 MB).
 */
function rememberedPerValue<Answer>(answer: (value: string) => Answer): (value: string) => Answer {
  const answers = new Map<string, Answer>();
  return (value) => {
    if (value.length > MAX_REMEMBERED_VALUE) return answer(value);
    let known = answers.get(value);
    if (known === undefined) {
      known = answer(value);
      if (answers.size >= 1000) answers.clear();
      answers.set(value, known);
    }
    return known;
  };
}

const takesGzip = rememberedPerValue(
  (acceptEncoding) => negotiateEncoding(acceptEncoding, ['gzip'] as const) !== undefined,
);
const takesBrotliFirst = rememberedPerValue(
  (acceptEncoding) => negotiateEncoding(acceptEncoding, ['br', 'gzip'] as const) === 'br',
);

const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** Reads a rendered page whole and splits it at the nonce it was rendered with. */
export async function capturePage(
  response: Response,
  nonce: string,
  dependsOn: Iterable<CataloguePart> = CHANGE_KINDS,
): Promise<CapturedPage> {
  const body = await response.text();
  const texts = (nonce ? body.split(nonce) : [body]).map((text) => Buffer.from(text));
  const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  const cacheControl = response.headers.get('cache-control') ?? '';
  const storable =
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    !/\b(no-store|private)\b/i.test(cacheControl);
  const [gzip, brotli] = await Promise.all([
    compressAroundNonces(texts, Buffer.byteLength(nonce)),
    compressAroundNoncesBrotli(texts, Buffer.byteLength(nonce)),
  ]);
  return {
    status: response.status,
    headers,
    gzip,
    brotli,
    storable,
    // Read after the body: every loader has run by then.
    dependsOn: [...dependsOn],
  };
}

/** Answers with a captured page carrying this response's nonce, in brotli or gzip as the client takes them. */
export function sendCapturedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CapturedPage,
  nonce: string,
) {
  reply.code(page.status);
  for (const [name, value] of page.headers) {
    if (name.toLowerCase() === 'vary') addVary(reply, value);
    else reply.header(name, value);
  }
  addVary(reply, 'Accept-Encoding');
  const acceptEncoding = request.headers['accept-encoding'];
  if (acceptEncoding !== undefined && page.brotli && takesBrotliFirst(acceptEncoding)) {
    reply.header('content-encoding', 'br');
    return reply.send(brotliWithNonce(page.brotli, Buffer.from(nonce)));
  }
  const gzipped = gzipWithNonce(page.gzip, Buffer.from(nonce));
  if (acceptEncoding !== undefined && takesGzip(acceptEncoding)) {
    reply.header('content-encoding', 'gzip');
    return reply.send(gzipped);
  }
  return reply.send(gunzipSync(gzipped));
}
