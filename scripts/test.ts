// Runs every test suite in order (brief §7), never stopping early, and ends with one line
// "N passed, N failed" totalling them all. Run it with `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const reportDir = mkdtempSync(path.join(tmpdir(), 'konak-test-'));
const CHROMIUM = '/usr/bin/chromium';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  note: string;
  /** Failing tests named with the first line of their error, repeated in the summary where a CI log tail shows them. */
  failures: string[];
}

interface Counts {
  passed: number;
  failed: number;
  failures: string[];
}

interface Suite {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** Reads the passed/failed counts from the suite's JSON report; the exit code is used when absent. */
  count?: (reportFile: string) => Counts;
  /** A reason the suite cannot run at all; it then counts as one failure. */
  blocked?: string;
}

// Children run the pinned Node 24 through node_modules/.bin, even when this script was started directly.
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${path.join(repoRoot, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};
const embeddedEnv = { ...baseEnv };
delete embeddedEnv.TEST_DATABASE_URL;
delete embeddedEnv.TEST_REDIS_URL;

const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 200) ?? '';

function countVitest(reportFile: string): Counts {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  const failures = report.testResults.flatMap((file) => {
    const where = path.relative(repoRoot, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) return [`${where}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    ok: boolean;
    tests: { projectName: string; results: { error?: { message?: string } }[] }[];
  }[];
}

function countPlaywright(reportFile: string): Counts {
  const { stats, suites } = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
  };
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    suite.suites?.forEach(walk);
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      for (const test of spec.tests) {
        const error = test.results.at(-1)?.error?.message;
        failures.push(`[${test.projectName}] ${spec.file} › ${spec.title}: ${firstLine(error)}`);
      }
    }
  };
  suites.forEach(walk);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures };
}

const vitest = (projects: string[]) => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json={report}',
];

function ensureChromium(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  const canApt =
    process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canApt) {
    return `${CHROMIUM} is missing and apt-get is not usable as root here: install Debian's chromium (apt-get install chromium) and run again`;
  }
  console.log(`\n▶ installing Debian's chromium (${CHROMIUM} is missing)`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env: aptEnv });
  }
  return existsSync(CHROMIUM)
    ? undefined
    : `apt-get could not install chromium, so ${CHROMIUM} is still missing`;
}

const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
const suites: Suite[] = [
  { name: 'check (typecheck + lint)', command: ['npm', 'run', 'check'] },
  { name: 'unit + web', command: vitest(['unit', 'web']), env: embeddedEnv, count: countVitest },
  { name: 'api (embedded PGlite)', command: vitest(['api']), env: embeddedEnv, count: countVitest },
];
if (TEST_DATABASE_URL || TEST_REDIS_URL) {
  suites.push({ name: 'api (postgres+redis)', command: vitest(['api']), count: countVitest });
}
suites.push({
  name: 'e2e (playwright)',
  command: ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  env: { ...embeddedEnv, E2E_JSON_REPORT: '{report}' },
  count: countPlaywright,
  blocked: ensureChromium(),
});
// The production arrangement behind nginx (decision 098) only when asked: it needs Debian's nginx and ~2 minutes, and
// runs after the journeys, whose set-up has just built the web app it serves. CI asks (.ci/run sets TEST_DEPLOY=1);
// `npm run test:deploy` runs it alone.
if (process.env.TEST_DEPLOY === '1') {
  suites.push({ name: 'deploy (nginx + 3 app servers)', command: ['npm', 'run', 'test:deploy'] });
}

/** The report's counts, or undefined when a crash left it unreadable (that counts as one failure). */
function readCounts(count: NonNullable<Suite['count']>, reportFile: string) {
  try {
    return count(reportFile);
  } catch (error) {
    console.error(`unreadable report ${reportFile}: ${(error as Error).message}`);
    return undefined;
  }
}

function runSuite(suite: Suite, index: number): SuiteResult {
  console.log(`\n▶ ${suite.name}`);
  if (suite.blocked) {
    console.error(`✘ ${suite.name}: ${suite.blocked}`);
    return { name: suite.name, passed: 0, failed: 1, note: suite.blocked, failures: [] };
  }
  const reportFile = path.join(reportDir, `suite-${index}.json`);
  const fill = (value: string) => value.replaceAll('{report}', reportFile);
  const env = Object.fromEntries(
    Object.entries(suite.env ?? baseEnv).map(([key, value]) => [key, value && fill(value)]),
  );
  const [program = '', ...args] = suite.command.map(fill);
  const startedAt = Date.now();
  const run = spawnSync(program, args, { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  const exitNote = run.error ? run.error.message : `exit ${run.status ?? run.signal}`;

  let counts: Counts;
  let note = `${exitNote}, ${seconds} s`;
  if (!suite.count) {
    counts =
      run.status === 0 ? { passed: 1, failed: 0, failures: [] } : { passed: 0, failed: 1, failures: [] };
  } else if (!existsSync(reportFile)) {
    counts = { passed: 0, failed: 1, failures: [] };
    note = `crashed without a report (${note})`;
  } else {
    const reported = readCounts(suite.count, reportFile);
    counts = reported ?? { passed: 0, failed: 1, failures: [] };
    if (!reported) note = `crashed with an unreadable report (${note})`;
    // A run can fail outside any test (an unhandled error, a failing hook): count that as one failure.
    if (run.status !== 0 && counts.failed === 0) {
      counts.failed = 1;
      note = `failed outside the tests (${note})`;
    }
  }
  console.log(
    `${counts.failed === 0 ? '✔' : '✘'} ${suite.name}: ${counts.passed} passed, ${counts.failed} failed`,
  );
  return { name: suite.name, ...counts, note };
}

const results = suites.map(runSuite);
rmSync(reportDir, { recursive: true, force: true });

for (const { name, failures } of results) {
  if (failures.length === 0) continue;
  console.log(`\n✘ failing in ${name}:`);
  for (const failure of failures) console.log(`  ${failure}`);
}

const nameWidth = Math.max(...results.map((result) => result.name.length));
console.log(`\n${'suite'.padEnd(nameWidth)}  passed  failed  notes`);
for (const { name, passed, failed, note } of results) {
  console.log(
    `${name.padEnd(nameWidth)}  ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${note}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
