// Issue 17 point 8: what an uncached apartment page costs the server's CPU, and whether the page cache carries a
// walk over every public page in every language (p95 ≤ 50 ms at 50 connections after the first pass). Seeds its
// own database, starts the production server with its metrics listener, measures, stops.
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, createDeflateRaw } from 'node:zlib';
import { languagePath } from '@konak/domain/seo/site-pages';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { hasFlag, numberOption } from './load/cli-options.ts';
import { threadCpuSeconds } from './load/cpu-seconds.ts';
import { type LoadResult, measure } from './load/measure.ts';
import { benchStay, growCatalogue } from './load/seed-large-catalogue.ts';
import {
  assertPortsFree,
  assertWebBuild,
  repoRoot,
  startServer,
  stopServer,
  waitUntilHealthy,
  warmUpPictures,
} from './load/servers.ts';
import { publicPagePaths } from './load/site-pages.ts';
import { resultsFolder } from './targets.ts';

const BUDGET_P95_MS = 50;
const APARTMENTS = numberOption('--apartments', 200);
const CONNECTIONS = numberOption('--connections', 50);
const SECONDS = numberOption('--seconds', 15);
const PORT = numberOption('--port', 4201);
const METRICS_PORT = numberOption('--metrics-port', 4202);
/** Only the uncached render cost (for CPU profiles of the render alone). */
const RENDER_ONLY = hasFlag('--render-only');
/**
 * Walks over the apartment pages for the uncached render cost: the first pass is the figure (it includes the
 * compilation of hot code); later ones show the cost once the server has warmed up (decision 113).
 */
const RENDER_PASSES = numberOption('--render-passes', 1);
const baseUrl = `http://127.0.0.1:${PORT}`;
const metricsUrl = `http://127.0.0.1:${METRICS_PORT}/metrics`;
// Any cookie outside the page cache's key makes the server render afresh (decision 038): the uncached cost.
const UNCACHED = { cookie: 'konak_bench=uncached' };
// A phone's browser, as a guest's requests carry (crawlers get the same page since decision 114).
const BROWSER = {
  'accept-language': 'tr',
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
};

assertWebBuild();
await assertPortsFree([PORT, METRICS_PORT]);
const dataDir = await mkdtemp(path.join(tmpdir(), 'konak-page-walk-'));
let server: ChildProcess | undefined;
try {
  console.log(`bench: seeding ${APARTMENTS} apartments on PGlite …`);
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDemo(database.db);
  const catalogue = await growCatalogue(database.db, APARTMENTS, benchStay().checkIn);
  await database.close();
  console.log('bench: encoding the pictures the server would warm up …');
  await warmUpPictures({ dataDir });

  process.env.METRICS_PORT = String(METRICS_PORT);
  server = startServer(PORT, { dataDir });
  await waitUntilHealthy(baseUrl, server);

  const pages = await publicPagePaths(baseUrl);
  const apartmentPages = pages.filter((page) => page.includes('/apartment/'));
  console.log(
    `bench: ${pages.length} public pages (${apartmentPages.length} apartment pages) from sitemap.xml`,
  );

  const serverPid = server.pid ?? 0;
  await fetchAll(apartmentPages.slice(0, 40), 1, UNCACHED);
  const render = await uncachedRenderCost(apartmentPages, serverPid);
  console.log(
    `bench: uncached apartment page: ${render.cpuMsPerPage} ms CPU, ${render.wallMsPerPage} ms wall per page${threadsText(render)}`,
  );
  for (let pass = 2; pass <= RENDER_PASSES; pass++) {
    const again = await uncachedRenderCost(apartmentPages, serverPid);
    console.log(
      `bench: uncached apartment page, pass ${pass}: ${again.cpuMsPerPage} ms CPU, ${again.wallMsPerPage} ms wall per page${threadsText(again)}`,
    );
  }
  const results: LoadResult[] = [];
  let firstPassSeconds = 0;
  let cache = { hits: 0, misses: 0 };
  let walkCpuMsPerRequest = 0;
  let documentSizes: DocumentSize[] = [];
  if (!RENDER_ONLY) {
    // The first pass fills the cache: every page once, a few at a time.
    const started = performance.now();
    await fetchAll(pages, 4, {});
    firstPassSeconds = Math.round((performance.now() - started) / 100) / 10;
    documentSizes = await cachedDocumentSizes();
    const before = await cacheCounts();
    const cpuBefore = await processCpuSeconds();
    const walk = await measure(baseUrl, 'every public page, after the first pass', pages, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: BROWSER,
    });
    // The server's CPU over the walk divided by its requests: what a cached hit costs (the metrics scrape is noise).
    walkCpuMsPerRequest = perRequest(((await processCpuSeconds()) - cpuBefore) * 1000, walk.requests);
    results.push(walk);
    const after = await cacheCounts();
    cache = { hits: after.hits - before.hits, misses: after.misses - before.misses };
    results.push(
      await measure(baseUrl, 'health (reference)', '/api/health', { connections: CONNECTIONS, seconds: 5 }),
    );
  }
  report({
    catalogue,
    pages: pages.length,
    render,
    firstPassSeconds,
    cache,
    walkCpuMsPerRequest,
    documentSizes,
    results,
  });
} finally {
  if (server) await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}

type DocumentSize = { path: string; gzipBytes: number; historyResetBytes: number; htmlBytes: number };

/**
 * The gzip size the cache sent before decision 107, for the same HTML: each text between the nonces compressed with
 * the history reset (a full flush), the nonces stored, plus gzip's header, end and trailer.
 */
async function historyResetGzipBytes(html: Buffer, nonce: string): Promise<number> {
  const texts = html.toString().split(nonce);
  const deflate = createDeflateRaw();
  let bytes = 0;
  deflate.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  for (const text of texts) {
    deflate.write(text);
    await new Promise<void>((resolve) => deflate.flush(constants.Z_FULL_FLUSH, () => resolve()));
  }
  deflate.destroy();
  return 10 + bytes + (texts.length - 1) * (5 + Buffer.byteLength(nonce)) + 5 + 8;
}

/** The gzip the page cache sends for home and rentals in four languages (decision 107), and the HTML it holds. */
async function cachedDocumentSizes(): Promise<DocumentSize[]> {
  const sizes: DocumentSize[] = [];
  for (const page of ['/', '/rentals']) {
    for (const language of ['tr', 'en', 'ar', 'ru'] as const) {
      const pagePath = languagePath(language, page);
      const response = await fetch(baseUrl + pagePath, {
        headers: { ...BROWSER, 'accept-encoding': 'gzip' },
      });
      const html = Buffer.from(await response.arrayBuffer());
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      if (response.headers.get('content-encoding') !== 'gzip')
        throw new Error(`bench: ${pagePath} not gzipped`);
      sizes.push({
        path: pagePath,
        gzipBytes: Number(response.headers.get('content-length')),
        historyResetBytes: await historyResetGzipBytes(html, nonce),
        htmlBytes: html.byteLength,
      });
    }
  }
  return sizes;
}

function perRequest(ms: number, requests: number): number {
  return requests > 0 ? Math.round((ms / requests) * 1000) / 1000 : 0;
}

type RenderCost = {
  pages: number;
  cpuMsPerPage: number;
  wallMsPerPage: number;
  /** The same CPU by the server's thread names (/proc), ms per page. */
  threadMsPerPage: Record<string, number>;
};

/**
 * Every apartment page in every language asked for one at a time, bypassing the page cache (after a warm-up on the
 * same pages): the server's CPU seconds (its own metric), split by thread, and the wall time per page.
 */
async function uncachedRenderCost(paths: string[], serverPid: number): Promise<RenderCost> {
  const threadsBefore = threadCpuSeconds(serverPid);
  const cpuBefore = await processCpuSeconds();
  const started = performance.now();
  await fetchAll(paths, 1, UNCACHED);
  const wallMs = performance.now() - started;
  const cpuMs = ((await processCpuSeconds()) - cpuBefore) * 1000;
  const perPage = (ms: number) => Math.round((ms / paths.length) * 100) / 100;
  const threadMsPerPage: Record<string, number> = {};
  for (const [name, seconds] of threadCpuSeconds(serverPid)) {
    const ms = (seconds - (threadsBefore.get(name) ?? 0)) * 1000;
    if (ms > 0) threadMsPerPage[name] = perPage(ms);
  }
  return {
    pages: paths.length,
    cpuMsPerPage: perPage(cpuMs),
    wallMsPerPage: perPage(wallMs),
    threadMsPerPage,
  };
}

function threadsText(render: RenderCost): string {
  const threads = Object.entries(render.threadMsPerPage).map(([name, ms]) => `${name} ${ms}`);
  return threads.length > 0 ? ` (by thread: ${threads.join(', ')})` : '';
}

/** Asks for each path once with `connections` requests in flight; any answer but 200 stops the bench. */
async function fetchAll(paths: string[], connections: number, headers: Record<string, string>) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      const pagePath = paths[index] as string;
      const response = await fetch(baseUrl + pagePath, { headers: { ...BROWSER, ...headers } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`bench: ${pagePath} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

async function metricsText(): Promise<string> {
  const response = await fetch(metricsUrl);
  if (!response.ok) throw new Error(`bench: ${metricsUrl} answered ${response.status}`);
  return response.text();
}

function metricValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function processCpuSeconds(): Promise<number> {
  return metricValue(await metricsText(), 'konak_process_cpu_seconds_total');
}

async function cacheCounts() {
  const text = await metricsText();
  return {
    hits: metricValue(text, 'konak_cache_requests_total{cache="pages",result="hit"}'),
    misses: metricValue(text, 'konak_cache_requests_total{cache="pages",result="miss"}'),
  };
}

function report(summary: {
  catalogue: { apartments: number; pricedDays: number };
  pages: number;
  render: RenderCost;
  firstPassSeconds: number;
  cache: { hits: number; misses: number };
  walkCpuMsPerRequest: number;
  documentSizes: DocumentSize[];
  results: LoadResult[];
}) {
  const { catalogue, render, results } = summary;
  console.log(
    `\n${catalogue.apartments} apartments × ${catalogue.pricedDays} priced days, PGlite, ${summary.pages} public pages`,
  );
  console.log(
    `\nuncached apartment page (${render.pages} pages one at a time, cache bypassed): ${render.cpuMsPerPage} ms CPU, ${render.wallMsPerPage} ms wall per page`,
  );
  if (results.length > 0) {
    console.log(
      `first pass (every page once, 4 at a time): ${summary.firstPassSeconds} s; measured pass: ${summary.cache.hits} cache hits, ${summary.cache.misses} misses, ${summary.walkCpuMsPerRequest} ms server CPU per request\n`,
    );
    console.log(
      '| cached document | HTML bytes | gzip bytes sent | with the history reset (before decision 107) |',
    );
    console.log('| --- | ---: | ---: | ---: |');
    for (const size of summary.documentSizes) {
      console.log(`| ${size.path} | ${size.htmlBytes} | ${size.gzipBytes} | ${size.historyResetBytes} |`);
    }
    console.log('');
    console.log('| target | URLs | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | budget |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of results) {
      const budgeted = !r.path.startsWith('/api/health');
      const verdict = budgeted ? (r.p95 <= BUDGET_P95_MS ? '✔ ≤ 50' : '✘ > 50') : '';
      console.log(
        `| ${r.name} | ${r.distinctPaths} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${verdict} |`,
      );
    }
  }
  const folder = resultsFolder('page-walk');
  writeFileSync(path.join(folder, 'summary.json'), JSON.stringify(summary, null, 2));
  console.log(`\nresults: ${path.relative(repoRoot, folder)}/summary.json`);
}
