import type { FastifyPluginAsync } from 'fastify';
import { AnswerCache } from '../../cache/answer-cache.ts';
import { catalogueChanges } from '../../cache/catalogue-changes.ts';
import { EncodedBody, sendEncoded } from '../../cache/encoded-body.ts';
import type { AppServices } from '../../services.ts';
import { sitemapRows } from './repository.ts';
import { robotsTxt } from './robots.ts';
import { sitemapPages, sitemapXml } from './sitemap.ts';

/**
 * The sitemap changes only with the listings (apartments, tours, their texts, legal documents), whose part of the
 * catalogue version the database announces (decision 038); it is kept while that part stands, ten minutes at most.
 */
const SITEMAP_TTL_MS = 10 * 60 * 1000;
/** What crawlers and proxies may keep, in seconds. */
const BROWSER_CACHE_SECONDS = 600;

/** `/sitemap.xml` and `/robots.txt` at the site's root, with absolute addresses on PUBLIC_URL (decision 045). */
export const seoRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const origin = new URL(services.config.PUBLIC_URL).origin;
  const robots = robotsTxt(origin);
  const cache = new AnswerCache<EncodedBody>({
    name: 'sitemap',
    ttlMs: SITEMAP_TTL_MS,
    maxEntries: 1,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: (answer) => answer.weight,
  });
  const changes = catalogueChanges(services.database);
  const compute = async () =>
    new EncodedBody(Buffer.from(sitemapXml(sitemapPages(await sitemapRows(services.database.db)), origin)));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const version = await changes.current();
    // While changes cannot be followed, the database is read every time.
    const answer = version ? await cache.get('sitemap', String(version.listings), compute) : await compute();
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${BROWSER_CACHE_SECONDS}`);
    return sendEncoded(request, reply, answer);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${BROWSER_CACHE_SECONDS}`)
      .send(robots),
  );
};
