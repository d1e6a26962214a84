// Lighthouse 13 category scores per URL, against the budgets of brief §8.
// Usage: node bench/lighthouse.ts [--desktop] [--assert] [url or path …]   (BASE_URL, CHROME_PATH)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, fileNameFor, resolveTargets, resultsFolder } from './targets.ts';

const CATEGORIES = {
  performance: { label: 'perf', budget: 95 },
  accessibility: { label: 'a11y', budget: 100 },
  'best-practices': { label: 'bp', budget: 100 },
  seo: { label: 'seo', budget: 100 },
} as const;
type Category = keyof typeof CATEGORIES;
const categoryIds = Object.keys(CATEGORIES) as Category[];

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { desktop: { type: 'boolean', default: false }, assert: { type: 'boolean', default: false } },
});
const formFactor = options.desktop ? 'desktop' : 'mobile';

const urls = await resolveTargets(positionals);
const folder = resultsFolder(`lighthouse-${formFactor}`);
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  logLevel: 'silent',
});

async function audit(url: string) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categoryIds },
    options.desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

/** The two metrics the performance score leans on most in Lighthouse 13 (LCP 25 %, TBT 30 %), in milliseconds. */
const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time' } as const;
type Metrics = Record<keyof typeof METRICS, number | null>;

const rows: { url: string; scores: Record<Category, number | null>; metrics: Metrics; error?: string }[] = [];
try {
  for (const url of urls) {
    console.log(`lighthouse (${formFactor}): ${url}`);
    let lhr = await audit(url);
    // Chromium sometimes loses the trace of a load (NO_NAVSTART, …): that says nothing about the page, so ask again.
    for (let retry = 1; retry <= 2 && lhr.runtimeError; retry++) {
      console.log(`  ${lhr.runtimeError.code}: measuring ${url} again`);
      lhr = await audit(url);
    }
    writeFileSync(path.join(folder, `${fileNameFor(url)}.json`), JSON.stringify(lhr));
    const scores = Object.fromEntries(
      categoryIds.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as Record<Category, number | null>;
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([name, audit]) => {
        const value = lhr.audits[audit]?.numericValue;
        return [name, typeof value === 'number' ? Math.round(value) : null];
      }),
    ) as Metrics;
    rows.push({ url, scores, metrics, error: lhr.runtimeError?.message });
  }
} finally {
  chrome.kill();
}

const isUnderBudget = (id: Category, score: number | null) => score === null || score < CATEGORIES[id].budget;
const urlWidth = Math.max(3, ...rows.map((row) => row.url.length));
const header = categoryIds.map((id) => `${CATEGORIES[id].label} ≥${CATEGORIES[id].budget}`.padStart(9));
console.log(
  `\n${'url'.padEnd(urlWidth)}  ${header.join('  ')}  ${'LCP ms'.padStart(7)}  ${'TBT ms'.padStart(7)}`,
);
for (const { url, scores, metrics, error } of rows) {
  const cells = categoryIds.map((id) => {
    const mark = isUnderBudget(id, scores[id]) ? ' ✘' : '  ';
    return `${scores[id] ?? '–'}${mark}`.padStart(9);
  });
  const timings = [metrics.lcp, metrics.tbt].map((value) => String(value ?? '–').padStart(7));
  console.log(
    `${url.padEnd(urlWidth)}  ${cells.join('  ')}  ${timings.join('  ')}${error ? `  (${error})` : ''}`,
  );
}
writeFileSync(path.join(folder, 'summary.json'), JSON.stringify({ formFactor, rows }, null, 2));
console.log(`\nfull reports: ${path.relative(process.cwd(), folder)}`);

const misses = rows.filter((row) => categoryIds.some((id) => isUnderBudget(id, row.scores[id])));
if (misses.length > 0) {
  console.log(`${misses.length} of ${rows.length} pages miss a budget (✘)`);
  if (options.assert) process.exitCode = 1;
}
