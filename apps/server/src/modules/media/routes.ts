import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import type { AppServices } from '../../services.ts';
import { parseVariantPath } from './media-catalogue.ts';
import { CONTENT_TYPES, encodedVariant, knownEtag, mediaCacheDirectory } from './media-encoder.ts';
import { parseUploadedVariant, readUploadedVariant, uploadedVariantEtag } from './uploaded-variants.ts';

/** Variant URLs never change content (the generator version is in the cache and ETag), so browsers keep them. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /media/<kind>/<key>/<name>/<width>.<avif|webp>: the generated demo pictures (outside /api on purpose), and
 * /media/uploads/<key>/<width>.<avif|webp>: the photos operators uploaded (decision 084). Without a picture catalogue
 * (SEED=none) every demo path is a 404; uploaded photos are served all the same.
 */
export const mediaRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const cacheDirectory = mediaCacheDirectory(services.config.DATA_DIR);

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const uploaded = parseUploadedVariant(undecodedPath(request.url));
    if (uploaded) {
      // Uploaded photos (decisions 084, 101): this machine's variant, made from the master in the database if missing.
      const etag = uploadedVariantEtag(uploaded);
      if (matches(request.headers['if-none-match'], etag)) {
        return notModified(reply.header('cache-control', CACHE_CONTROL), etag);
      }
      const bytes = await readUploadedVariant(services.database.db, services.config, uploaded);
      if (!bytes) throw notFound();
      return reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .type(CONTENT_TYPES[uploaded.format])
        .send(bytes);
    }
    const pictures = await services.pictures();
    const variant = pictures && parseVariantPath(pictures, undecodedPath(request.url));
    if (!variant) throw notFound();
    reply.header('cache-control', CACHE_CONTROL).type(CONTENT_TYPES[variant.format]);

    const etag = knownEtag(cacheDirectory, variant);
    if (etag && matches(request.headers['if-none-match'], etag)) return notModified(reply, etag);
    const encoded = await encodedVariant(cacheDirectory, variant);
    if (matches(request.headers['if-none-match'], encoded.etag)) return notModified(reply, encoded.etag);
    return reply.header('etag', encoded.etag).send(encoded.bytes);
  });
};

/**
 * The path as sent, not the router's decoded parameter: our URLs never need percent-encoding, so an encoded dot or
 * slash is refused instead of being decoded into another, equivalent URL.
 */
function undecodedPath(url: string): string {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname.startsWith('/media/') ? pathname.slice('/media/'.length) : '';
}

function notModified(reply: FastifyReply, etag: string) {
  return reply.code(304).header('etag', etag).send();
}

/** If-None-Match may list several tags and weak ones (W/"…"); weak comparison is what a GET uses. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
