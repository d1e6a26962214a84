import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** Random per-response value that marks the page's own scripts as allowed by the CSP. */
    pageNonce: string;
  }
}

type NoncedResponse = ServerResponse & { pageNonce?: string };

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the system's generator at once: one call instead of one per response. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** 16 random bytes in base64 (24 characters), each byte of the pool used once. */
export function freshNonce(): string {
  if (nonceOffset >= noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Headers that only act on a document (what it may load, frame or open). A script, stylesheet, raster picture or
 * font never becomes one, so they are left off those answers: ~600 bytes on each of the dozen files a first visit
 * loads before its largest paint. SVG keeps them, as an SVG opened on its own is a document that can run script.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
];
const SUBRESOURCE_TYPE = /^(application\/javascript|text\/javascript|text\/css|image\/(?!svg)|font\/)/i;

/**
 * helmet's headers plus a Content-Security-Policy whose scripts must carry this response's
 * nonce ('strict-dynamic' lets those scripts load the route chunks). Inline styles stay allowed
 * because React and the toast library set style attributes.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean; development: boolean }) => {
    app.decorateReply('pageNonce', '');
    const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as NoncedResponse).pageNonce}'`;
    // Built once: @fastify/helmet built helmet's middleware again, parsing every directive, for each request.
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [nonce, "'strict-dynamic'", "'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: options.development ? ["'self'", 'ws:'] : ["'self'"],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS over plain http (local use, tests) would only confuse browsers.
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Headers for browsers and plug-ins that are gone (IE 8's downloads, Flash's cross-domain policies, the XSS
      // auditor Chrome removed in 2019) or for a choice we do not make (no DNS prefetch): ~130 bytes of every
      // document, which has to fit in the first round trip of a slow connection (decision 114).
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.pageNonce = freshNonce();
      (reply.raw as NoncedResponse).pageNonce = reply.pageNonce;
      applyHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error === undefined || error instanceof Error ? error : new Error(String(error))),
      );
    });
    app.addHook('onSend', async (_request, reply) => {
      if (!SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return;
      // helmet set them on the raw response.
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    });
  },
  { name: 'security-headers', dependencies: [] },
);
