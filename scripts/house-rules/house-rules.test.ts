// The import rules of .dependency-cruiser.cjs fail where they should: the fixture tree holds one deliberate
// violation per rule next to imports the rules allow, and the real check never scans it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const config = path.join(repoRoot, '.dependency-cruiser.cjs');
const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const require = createRequire(import.meta.url);

interface CruiseResult {
  modules: { source: string; dependencies: { resolved: string }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

// The folders `npm run house-rules` checks.
const checkedFolders = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['house-rules']
  ?.match(/^depcruise (.+) --config/)?.[1]
  ?.split(' ') ?? ['apps', 'packages'];

function cruise(cwd: string, folders: string[]): CruiseResult {
  // Into a file: depcruise exits before a pipe takes the few megabytes of the repository's graph.
  const folder = mkdtempSync(path.join(tmpdir(), 'house-rules-'));
  const report = path.join(folder, 'cruise.json');
  const run = spawnSync(
    process.execPath,
    [depcruise, ...folders, '--config', config, '--output-type', 'json', '--output-to', report],
    { cwd, encoding: 'utf8' },
  );
  try {
    if (!existsSync(report)) throw new Error(`depcruise wrote no report: ${run.stderr}`);
    return JSON.parse(readFileSync(report, 'utf8')) as CruiseResult;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const ruleNames = (require(config) as { forbidden: { name: string }[] }).forbidden.map((rule) => rule.name);

describe('house rules', () => {
  it('report each deliberate violation of the fixture tree, and nothing it allows', () => {
    const { violations } = cruise(path.join(import.meta.dirname, 'fixtures'), ['apps', 'packages']).summary;
    const found = violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();

    expect(found).toEqual([
      'demo-only-from-seed-commands: apps/server/src/demo-content.ts → apps/server/src/demo/demo-names.ts',
      'demo-only-from-seed-commands: apps/server/src/modules/tours/featured-tours.ts → apps/server/src/demo/demo-tours.ts',
      'domain-imports-no-app: packages/domain/src/nights.ts → apps/web/app/lib/format-nights.ts',
      'feature-imports-no-other-feature: apps/web/app/features/listing/similar-apartments.ts → apps/web/app/features/search/result-count.ts',
      'module-only-through-surface: apps/server/src/jobs/remind-tour.ts → apps/server/src/modules/tours/repository.ts',
      'module-only-through-surface: apps/server/src/modules/reservations/tour-booking.ts → apps/server/src/modules/tours/repository.ts',
      'server-imports-no-web: apps/server/src/web/page-title.ts → apps/web/app/lib/format-nights.ts',
      'shared-web-imports-no-feature: apps/web/app/lib/search-summary.ts → apps/web/app/features/search/result-count.ts',
      'web-imports-no-server: apps/web/app/features/listing/tour-price.ts → apps/server/src/modules/tours/repository.ts',
    ]);
    expect(new Set(violations.map(({ rule }) => rule.name))).toEqual(new Set(ruleNames));
  }, 30_000);

  it('hold on the repository', () => {
    expect(cruise(repoRoot, checkedFolders).summary.violations).toEqual([]);
  }, 30_000);
});
