import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache } from '../cache/answer-cache.ts';
import { addVary, negotiateEncoding } from '../cache/encoded-body.ts';
import { compressAroundNonces, gzipWithNonce, joinWithNonce, type NonceGzip } from './nonce-gzip.ts';

/**
 * Decision 035: a rendered public page is reused for at most two seconds, and not at all once the catalogue
 * version moved. Pages carry no personal data (member pages render a loading state and fetch with the token).
 */
export const PAGE_TTL_MS = 2000;

/** A rendered page, with the texts around its CSP nonce so every response can carry its own. */
export type CapturedPage = {
  status: number;
  headers: [string, string][];
  texts: Buffer[];
  gzip: NonceGzip;
  /** Kept for others: a 200 or 404 that sets no cookie and does not forbid storing. */
  storable: boolean;
};

export function createPageCache({
  ttlMs = PAGE_TTL_MS,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
} = {}) {
  return new AnswerCache<CapturedPage>({
    name: 'pages',
    ttlMs,
    maxEntries,
    maxBytes,
    sizeOf: (page) =>
      page.texts.reduce((sum, text) => sum + text.length, 0) +
      page.gzip.pieces.reduce((sum, piece) => sum + piece.length, 0),
    isStorable: (page) => page.storable,
  });
}

const MAX_KEYED_URL = 2048;
const MAX_KEYED_USER_AGENT = 512;
/**
 * The cookies a page may depend on, each a part of the key: the language (unprefixed pages redirect by it) and the
 * cookie-consent choice (the banner shows until there is one; decision 041). Only well-formed values, so the key
 * space stays small; anything else, or any other cookie, is not answered from the cache.
 */
const KEYED_COOKIES = [/^lang=[a-z]{0,8}$/, /^konak_consent=v\d{1,2}\.[a-z]{1,20}$/];

/**
 * The cache key of a page request, or undefined when the answer may depend on who asks: anything but GET, a bearer
 * token, or a cookie other than the keyed ones above. The user agent is too: crawlers get the page rendered at
 * once, people get it streamed.
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  const url = request.url;
  const userAgent = request.headers['user-agent'] ?? '';
  if (url.length > MAX_KEYED_URL || userAgent.length > MAX_KEYED_USER_AGENT) return undefined;
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .sort();
  if (!cookies.every((pair) => KEYED_COOKIES.some((cookie) => cookie.test(pair)))) return undefined;
  return `${url}\n${cookies.join(';')}\n${userAgent}`;
}

const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** Reads a rendered page whole and splits it at the nonce it was rendered with. */
export async function capturePage(response: Response, nonce: string): Promise<CapturedPage> {
  const body = await response.text();
  const texts = (nonce ? body.split(nonce) : [body]).map((text) => Buffer.from(text));
  const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  const cacheControl = response.headers.get('cache-control') ?? '';
  const storable =
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    !/\b(no-store|private)\b/i.test(cacheControl);
  return { status: response.status, headers, texts, gzip: await compressAroundNonces(texts), storable };
}

/** Answers with a captured page carrying this response's nonce, gzipped when the client takes gzip. */
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
  const nonceBytes = Buffer.from(nonce);
  if (negotiateEncoding(request.headers['accept-encoding'], ['gzip'] as const)) {
    reply.header('content-encoding', 'gzip');
    return reply.send(gzipWithNonce(page.texts, page.gzip, nonceBytes));
  }
  return reply.send(joinWithNonce(page.texts, nonceBytes));
}
