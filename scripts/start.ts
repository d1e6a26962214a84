// `npm start`: builds the web app when its sources changed since the last build, then serves
// the whole site (API + pages) in production mode. A restart with an unchanged tree skips the build.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildStamp = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/domain/src',
];

function newestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

function buildIsStale(): boolean {
  try {
    const built = statSync(buildStamp).mtimeMs;
    return sources.some((source) => newestChange(path.join(root, source)) > built);
  } catch {
    return true;
  }
}

if (buildIsStale()) {
  console.log('Building the web app (only when its sources change)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import('../apps/server/src/main.ts');
