import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  backOfficeChunks,
  containsZod,
  firstVisitChunks,
  firstVisitChunksWithZod,
  MEMBER_PAGE_ROUTES,
  PUBLIC_PAGE_ROUTES,
  ZOD_MARKER,
} from '../support/first-visit-chunks.ts';

// The page-weight budget (brief §8) holds because zod stays out of the first visit: the pages import the domain's
// zod-free rules, and the schemas load with the forms that need them. Global setup has just built the site.
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const builtClient = path.join(repoRoot, 'apps', 'web', 'build', 'client');

test('no chunk a first visit to a public page loads contains zod', () => {
  const chunks = firstVisitChunks(builtClient);
  expect(chunks).toContain(chunks.find((chunk) => /entry\.client/.test(chunk)));
  expect(firstVisitChunksWithZod(builtClient)).toEqual([]);
});

test('no chunk a first visit to a guest or member page loads is back-office code', () => {
  const guestAndMember = firstVisitChunks(builtClient, [...PUBLIC_PAGE_ROUTES, ...MEMBER_PAGE_ROUTES]);
  expect(backOfficeChunks(builtClient, guestAndMember)).toEqual([]);
  // The marker is there to be found: the back office's own first visit loads it.
  const backOffice = firstVisitChunks(builtClient, ['routes/admin/admin-layout']);
  expect(backOfficeChunks(builtClient, backOffice)).not.toEqual([]);
});

test("zod's own code carries the marker the check looks for", () => {
  // Resolved from the domain package, which depends on zod, so an upgrade that renames it fails here first.
  const zodPackage = createRequire(path.join(repoRoot, 'packages', 'domain', 'package.json')).resolve(
    'zod/package.json',
  );
  const core = path.join(path.dirname(zodPackage), 'v4', 'core');
  const files = readdirSync(core).filter((name) => name.endsWith('.js'));
  expect(files.some((name) => containsZod(readFileSync(path.join(core, name), 'utf8')))).toBe(true);
});

test.describe('on a made-up build', () => {
  let clientDir = '';
  test.beforeAll(() => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'konak-first-visit-'));
    const assets = path.join(clientDir, 'assets');
    mkdirSync(assets);
    const route = (module: string) => ({ module: `/assets/${module}`, imports: [] });
    const manifest = {
      entry: route('entry.client.js'),
      routes: {
        root: route('root.js'),
        'routes/language-layout': route('layout.js'),
        home: route('home.js'),
        'routes/owners': route('owners.js'),
      },
    };
    const files = {
      'manifest-1a2b3c.js': `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
      'entry.client.js': 'console.log("entry")',
      'root.js': 'import{a as b}from"./shell.js";b()',
      'layout.js': 'import"./shell.js"',
      'shell.js': 'export const a=()=>1',
      // A page that reaches zod through a chunk it imports statically…
      'owners.js': 'import{s}from"./owner-form.js";s()',
      'owner-form.js': `export*from"./schemas.js";export const s=()=>2`,
      'schemas.js': `const N=D(\`${ZOD_MARKER}\`,(e,t)=>{e._zod.def=t});export{N}`,
      // …and one that loads it only when asked, which a first visit does not pay for.
      'home.js': 'const open=()=>import("./schemas.js");open',
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(assets, name), code);
  });
  test.afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  test('a zod chunk imported statically by a page is found', () => {
    expect(firstVisitChunksWithZod(clientDir, ['home', 'routes/owners'])).toEqual(['/assets/schemas.js']);
  });

  test('a zod chunk imported with import() is not a first-visit chunk', () => {
    expect(firstVisitChunks(clientDir, ['home'])).toEqual([
      '/assets/entry.client.js',
      '/assets/home.js',
      '/assets/layout.js',
      '/assets/root.js',
      '/assets/shell.js',
    ]);
    expect(firstVisitChunksWithZod(clientDir, ['home'])).toEqual([]);
  });
});
