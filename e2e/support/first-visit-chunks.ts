import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The JavaScript a first visit to a public page loads before anything is clicked (decision 013, bench/README.md):
// the client entry, the root and language layout routes and the page's own route module, with every chunk they
// import statically. Code they import with import() (calendars, forms, modals) loads later and is not counted.

/** Route ids of the public pages (brief §8: home, rentals, apartment, tour, owners, legal) and the 404 page. */
export const PUBLIC_PAGE_ROUTES = [
  'home',
  'rentals',
  'routes/apartment',
  'routes/tour',
  'routes/owners',
  'routes/legal',
  'routes/not-found',
];
const LAYOUT_ROUTES = ['root', 'routes/language-layout'];

/**
 * The name zod 4's core gives its base schema type. Every zod schema is built on it, and it survives minification
 * because zod keeps it as a string (it names the trait that `instanceof` checks use).
 */
export const ZOD_MARKER = '$ZodType';

export function containsZod(code: string): boolean {
  return code.includes(ZOD_MARKER);
}

/** Route ids of the member pages, whose first visit must not load the back office either. */
export const MEMBER_PAGE_ROUTES = ['routes/profile', 'routes/reservations', 'routes/favorites'];

/** The id of the back-office shell's main landmark (features/admin/shell/admin-shell.tsx): only its code has it. */
export const BACK_OFFICE_MARKER = 'admin-main';

/** The chunks among `chunks` (as firstVisitChunks names them) that carry back-office code. */
export function backOfficeChunks(clientDir: string, chunks: readonly string[]): string[] {
  return chunks.filter((chunk) =>
    readFileSync(path.join(clientDir, chunk), 'utf8').includes(BACK_OFFICE_MARKER),
  );
}

type ModuleEntry = { module: string; imports?: string[] };
type ClientManifest = { entry: ModuleEntry; routes: Record<string, ModuleEntry> };

/** React Router's browser manifest of a client build (`build/client/assets/manifest-<hash>.js`). */
function readClientManifest(clientDir: string): ClientManifest {
  const assets = path.join(clientDir, 'assets');
  const file = existsSync(assets)
    ? readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name))
    : undefined;
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the site first (npm run build)`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as ClientManifest;
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g;

/** Paths (as the manifest writes them, "/assets/x.js") of every chunk a first visit to the routes loads. */
export function firstVisitChunks(
  clientDir: string,
  pageRoutes: readonly string[] = PUBLIC_PAGE_ROUTES,
): string[] {
  const manifest = readClientManifest(clientDir);
  const modules = [manifest.entry, ...[...LAYOUT_ROUTES, ...pageRoutes].map((id) => routeOf(manifest, id))];
  const queue = modules.flatMap((entry) => [entry.module, ...(entry.imports ?? [])]);
  const seen = new Set<string>();
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const code = readFileSync(path.join(clientDir, chunk), 'utf8');
    for (const [, relative = ''] of code.matchAll(STATIC_IMPORT)) {
      queue.push(path.posix.join(path.posix.dirname(chunk), relative));
    }
  }
  return [...seen].sort();
}

function routeOf(manifest: ClientManifest, id: string): ModuleEntry {
  const route = manifest.routes[id];
  if (!route) throw new Error(`The build has no route "${id}": update PUBLIC_PAGE_ROUTES`);
  return route;
}

/** The first-visit chunks of a client build that contain zod. */
export function firstVisitChunksWithZod(clientDir: string, pageRoutes?: readonly string[]): string[] {
  return firstVisitChunks(clientDir, pageRoutes).filter((chunk) =>
    containsZod(readFileSync(path.join(clientDir, chunk), 'utf8')),
  );
}
