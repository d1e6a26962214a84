import path from 'node:path';
import { pathToFileURL } from 'node:url';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import type { SiteSettings } from '@konak/domain/site/site-settings';
import { istanbulDate } from '@konak/domain/stay-dates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { catalogueChanges } from '../cache/catalogue-changes.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { capturePage, createPageCache, pageCacheKey, sendCapturedPage } from './page-cache.ts';
import { type CataloguePart, recordingCatalogue } from './page-dependencies.ts';
import { STREAMED_PAGE_COMPRESSION, WHOLE_PAGE_WAIT_MS } from './streamed-page-compression.ts';
import { wholeBodyIfQuick } from './whole-body-if-quick.ts';

export type WebPagesOptions =
  | { mode: 'production'; buildDirectory: string; publicUrl: string }
  | {
      mode: 'development';
      webRoot: string;
      publicUrl: string;
      /** Tests: cache pages as production does, rendered from the current sources. */
      cachePages?: boolean;
    };

type KonakServerBuild = ServerBuild & {
  entry: {
    module: ServerBuild['entry']['module'] & {
      requestContext: Parameters<RouterContextProvider['set']>[0];
      translationFilesAnswer: (
        language: string,
        file: string,
      ) => { files: Record<string, unknown>; current: boolean } | undefined;
    };
  };
};

/**
 * Hands every non-API GET to React Router's server render. In production the built client
 * assets are served from disk with long caching; in development Vite runs inside this process.
 */
export const webPagesPlugin = fp(
  async (
    app: FastifyInstance,
    options: WebPagesOptions & {
      catalogue: CatalogueReader;
      /** The operator's details in effect (the back office's settings over the environment's, decision 073). */
      site: () => Promise<SiteSettings>;
      database?: DatabaseHandle;
    },
  ) => {
    const loadBuild =
      options.mode === 'production'
        ? await productionBuild(app, options)
        : await developmentBuild(app, options);
    const origin = new URL(options.publicUrl).origin;
    // Rendered pages are reused until what they read changes in production (decisions 038, 100); development always
    // renders afresh.
    const cache =
      (options.mode === 'production' || options.cachePages) && options.database
        ? { pages: createPageCache(), changes: catalogueChanges(options.database) }
        : undefined;

    const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();

    // A page's translation files in one answer, for its first visit (decision 114).
    app.get<{ Params: { language: string; file: string } }>(
      '/i18n/:language/:file',
      async (request, reply) => {
        const build = await loadBuild();
        const answer = build.entry.module.translationFilesAnswer(
          request.params.language,
          request.params.file,
        );
        if (!answer) throw notFound();
        // An address of another build (a rolling restart) gets this build's texts, but not for keeps.
        reply.header('cache-control', answer.current ? 'public, max-age=31536000, immutable' : 'no-cache');
        return answer.files;
      },
    );

    const route = { compress: STREAMED_PAGE_COMPRESSION };
    app.get('/*', route, async (request: FastifyRequest, reply: FastifyReply) => {
      const build = await loadBuild();
      let handle = handlers.get(build);
      if (!handle) {
        handle = createRequestHandler(build, options.mode);
        handlers.set(build, handle);
      }
      const key = cache && pageCacheKey(request);
      // Heard before anything is read (the settings in render included): a change committed after this point makes the
      // page stale at once.
      const catalogueVersion = key ? await cache?.changes.current() : null;
      // Read only for a render (after the version above): a cached page answers without the operator's settings.
      const render = async (abortWithClient: boolean, partsRead?: Set<CataloguePart>) => {
        const webRequest = toWebRequest(request, reply, origin, abortWithClient);
        const site = await options.site();
        const context = new RouterContextProvider();
        context.set(build.entry.module.requestContext, {
          nonce: reply.pageNonce,
          catalogue: partsRead ? recordingCatalogue(options.catalogue, partsRead) : options.catalogue,
          site,
        });
        return handle(webRequest, context);
      };

      if (cache && key && catalogueVersion) {
        const version = {
          build: build.assets.version,
          day: istanbulDate(new Date()),
          catalogue: catalogueVersion,
        };
        // Shared by every identical request meanwhile, so one visitor leaving must not abort it.
        const page = await cache.pages.get(key, version, async () => {
          const partsRead = new Set<CataloguePart>();
          return capturePage(await render(false, partsRead), reply.pageNonce, partsRead);
        });
        return sendCapturedPage(request, reply, page, reply.pageNonce);
      }
      if (request.method === 'HEAD') {
        // Fastify's HEAD handling measures the body, which a streamed web Response does not offer.
        const page = await capturePage(await render(false), reply.pageNonce);
        return sendCapturedPage(request, reply, page, reply.pageNonce);
      }
      return sendRendered(reply, await render(true));
    });
  },
  { name: 'web-pages' },
);

/** A render as it comes: whole when it finishes quickly (compressed in one call), else streamed on as before. */
async function sendRendered(reply: FastifyReply, response: Response) {
  if (!response.body) return reply.send(response);
  const body = await wholeBodyIfQuick(response.body, WHOLE_PAGE_WAIT_MS);
  if ('stream' in body) {
    return reply.send(new Response(body.stream, { status: response.status, headers: response.headers }));
  }
  // As Fastify's compression plugin takes the status and headers of a web Response.
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.send(body.whole);
}

async function productionBuild(app: FastifyInstance, options: { buildDirectory: string }) {
  const serverEntry = path.join(options.buildDirectory, 'server', 'index.js');
  const build = (await import(pathToFileURL(serverEntry).href)) as KonakServerBuild;
  await app.register(fastifyStatic, {
    root: path.join(options.buildDirectory, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build's own brotli and gzip copies (decision 106): compressed once at the best settings, not per request.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Hashed file names never change content, so browsers may keep them for a year.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  return async () => build;
}

async function developmentBuild(app: FastifyInstance, options: { webRoot: string }) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: options.webRoot,
    configFile: path.join(options.webRoot, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as KonakServerBuild;
}

/** The page URL is built on our own origin so a forged Host header cannot leak into links. */
function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  abortWithClient: boolean,
): Request {
  let url: URL;
  try {
    url = new URL(origin + request.url);
  } catch {
    throw new AppError(400, 'error.not_found', { code: 'bad_url' });
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Pages only answer GET; a HEAD request is rendered as one and Fastify drops the body.
  const method = 'GET';
  if (!abortWithClient) return new Request(url, { method, headers });
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method, headers, signal: controller.signal });
}
