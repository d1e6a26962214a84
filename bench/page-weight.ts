// First-visit JavaScript weight, layout shift and LCP image priority per URL, against brief §8.
// Usage: node bench/page-weight.ts [--assert] [url or path …]   (BASE_URL, CHROME_PATH)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  fileNameFor,
  homeAndRentalsTargets,
  resolveTargets,
  resultsFolder,
} from './targets.ts';

const JS_BUDGET_BYTES = 120 * 1024;
const CLS_BUDGET = 0.02;
/** Decision 060: the home and rentals pages send only their first screen, in every language and with a search. */
const HTML_BUDGET_BYTES = 20 * 1024;

/** The HTML budget of a URL: home ("/", "/en") and rentals ("/ar/rentals?…") pages have one. */
function htmlBudgetOf(url: string): number | null {
  const { pathname } = new URL(url);
  return /^\/(?:(?:tr|en|ar|ru|de|fr)\/?)?(?:rentals\/?)?$/.test(pathname) ? HTML_BUDGET_BYTES : null;
}

interface Measurement {
  url: string;
  status: number;
  scripts: { url: string; transferredBytes: number; gzipBytes: number }[];
  jsGzipBytes: number;
  jsTransferredBytes: number;
  /** The document as the server sent it (decompressed), gzipped here, so the figure does not depend on the server. */
  htmlGzipBytes: number;
  htmlBudgetBytes: number | null;
  cls: number;
  lcp: { tag: string; src: string | null; fetchPriorityHigh: boolean; inServerHtml: boolean } | null;
}

// Runs in the page before any of its own scripts, so shifts and paints from the very start are seen.
function observeLayout(): void {
  const state = { cls: 0, lcpElement: null as Element | null };
  Object.assign(window, { __konakBench: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) state.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const latest = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
    if (latest) state.lcpElement = latest.element;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function readLayout(page: Page) {
  return page.evaluate(() => {
    const { cls, lcpElement } = (
      window as unknown as { __konakBench: { cls: number; lcpElement: Element | null } }
    ).__konakBench;
    const image = lcpElement instanceof HTMLImageElement ? lcpElement : null;
    return {
      cls,
      lcp: lcpElement && {
        tag: lcpElement.tagName.toLowerCase(),
        src: image?.getAttribute('src') ?? null,
        fetchPriorityHigh: image?.getAttribute('fetchpriority') === 'high',
      },
    };
  });
}

async function measure(page: Page, url: string): Promise<Measurement> {
  const scriptResponses: Promise<Measurement['scripts'][number] | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scriptResponses.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const { responseBodySize } = await response.request().sizes();
        return { url: response.url(), transferredBytes: responseBodySize, gzipBytes: gzipSync(body).length };
      })(),
    );
  });
  // Everything a first visit loads: wait until the network has been quiet, as a reader would have it.
  const navigation = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await navigation?.text()) ?? '';
  const scripts = (await Promise.all(scriptResponses)).filter((script) => script !== null);
  const { cls, lcp } = await readLayout(page);
  const src = lcp?.src ?? null;
  // The attribute is HTML-escaped in the markup, so look for both spellings of a URL with a query.
  const inServerHtml =
    src !== null && [src, src.replaceAll('&', '&amp;')].some((form) => html.includes(form));
  return {
    url,
    status: navigation?.status() ?? 0,
    scripts,
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    jsTransferredBytes: scripts.reduce((sum, script) => sum + script.transferredBytes, 0),
    htmlGzipBytes: gzipSync(html).length,
    htmlBudgetBytes: htmlBudgetOf(url),
    cls,
    lcp: lcp && { ...lcp, inServerHtml },
  };
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { assert: { type: 'boolean', default: false } },
});
const urls =
  positionals.length > 0
    ? await resolveTargets(positionals)
    : [...(await resolveTargets([])), ...homeAndRentalsTargets()];
const folder = resultsFolder('page-weight');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const measurements: Measurement[] = [];
try {
  for (const url of urls) {
    // A fresh context per page: empty cache and storage, like a first visit.
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 412, height: 915 },
    });
    const page = await context.newPage();
    await page.addInitScript(observeLayout);
    const measurement = await measure(page, url);
    measurements.push(measurement);
    writeFileSync(path.join(folder, `${fileNameFor(url)}.json`), JSON.stringify(measurement, null, 2));
    await context.close();
  }
} finally {
  await browser.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const problemsOf = ({ status, jsGzipBytes, htmlGzipBytes, htmlBudgetBytes, cls, lcp }: Measurement) => [
  ...(status !== 200 ? [`HTTP ${status}`] : []),
  ...(jsGzipBytes > JS_BUDGET_BYTES ? [`JS ${kb(jsGzipBytes)} > ${kb(JS_BUDGET_BYTES)}`] : []),
  ...(htmlBudgetBytes !== null && htmlGzipBytes > htmlBudgetBytes
    ? [`HTML ${kb(htmlGzipBytes)} > ${kb(htmlBudgetBytes)}`]
    : []),
  ...(cls > CLS_BUDGET ? [`CLS ${cls.toFixed(3)} > ${CLS_BUDGET}`] : []),
  ...(lcp?.tag === 'img' && !lcp.fetchPriorityHigh ? ['LCP image lacks fetchpriority=high'] : []),
  ...(lcp?.tag === 'img' && !lcp.inServerHtml ? ['LCP image not in the server HTML'] : []),
];

console.log(
  `\nbudgets: JS ≤ ${kb(JS_BUDGET_BYTES)} gzip, home and rentals HTML ≤ ${kb(HTML_BUDGET_BYTES)} gzip, ` +
    `CLS ≤ ${CLS_BUDGET}, LCP image in HTML with fetchpriority=high`,
);
let misses = 0;
for (const measurement of measurements) {
  const { url, scripts, jsGzipBytes, jsTransferredBytes, htmlGzipBytes, cls, lcp } = measurement;
  const problems = problemsOf(measurement);
  if (problems.length > 0) misses++;
  const lcpText = lcp
    ? `${lcp.tag}${lcp.tag === 'img' ? ` ${lcp.fetchPriorityHigh ? 'high' : 'no'} priority` : ''}`
    : 'none';
  console.log(
    `${problems.length ? '✘' : '✔'} ${url}\n    JS ${kb(jsGzipBytes)} gzip in ${scripts.length} files ` +
      `(${kb(jsTransferredBytes)} on the wire), HTML ${kb(htmlGzipBytes)} gzip, CLS ${cls.toFixed(3)}, LCP ${lcpText}` +
      (problems.length ? `\n    misses: ${problems.join('; ')}` : ''),
  );
}
console.log(`\nfull results: ${path.relative(process.cwd(), folder)}`);
if (misses > 0) {
  console.log(`${misses} of ${measurements.length} pages miss a budget`);
  if (options.assert) process.exitCode = 1;
}
