import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { flagImages } from './flag-images-plugin';

/**
 * Browser chunks for the first visit's JavaScript budget (decision 013). Every file is compressed on its own, so
 * a page that loads twenty small chunks pays for twenty gzip windows; what every page loads goes into two files:
 * - `framework`: React, React DOM, React Router and the client entry (app/entry.client.tsx), whose file it is;
 * - `shell`: our code that the root and language layout routes import statically (layout, translator,
 *   session, modal and toast plumbing, shared components), plus the island loader the public pages share.
 * Page code stays in per-route chunks and lazily imported code (modals, calendars, schemas) in its own.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|[\\/]app[\\/]entry\.client\.tsx$|^\0vite[\\/]preload-helper/;

/** Route modules whose static imports every page loads. */
const SHELL_ROUTES = /[\\/]app[\\/](root|routes[\\/]language-layout)\.tsx(\?|$)/;
/**
 * Shared by the public pages (home, apartment, tour), which would otherwise load each as a chunk of its own: on
 * HTTP/1.1 every extra file of a few hundred bytes costs a first visit a request and ~1 KB of headers.
 */
const SHELL_EXTRAS =
  /[\\/]app[\\/]components[\\/](lazy-island\.tsx|responsive-picture\.tsx|use-near-screen\.ts)$/;

/**
 * Only the shared groups keep their name in the file name. A lazily loaded chunk is named by its hash alone: every
 * page's shell lists the files its dynamic imports preload (`__vite__mapDeps`), and forty names such as
 * `reservation-success-modal-` cost a first visit ~450 bytes gzip for nothing a guest sees (decision 074).
 */
const NAMED_CHUNKS = new Set(['shell', 'form-kit']);

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Whether a shell route imports the module statically, directly or through other modules. */
function reachedFromShell(id: string, graph: ModuleGraph): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (SHELL_ROUTES.test(current)) return true;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), flagImages()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            chunkFileNames: ({ name }) =>
              NAMED_CHUNKS.has(name) ? 'assets/[name]-[hash].js' : 'assets/c[hash].js',
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                {
                  name: (id, graph) =>
                    !id.includes('node_modules') && (SHELL_EXTRAS.test(id) || reachedFromShell(id, graph))
                      ? 'shell'
                      : null,
                  priority: 1,
                },
                // What the apartment and tour routes both import (their islands' loaders, the not-found screen): one
                // file before the first paint rather than two (decision 114).
                {
                  name: 'listing-routes',
                  test: /[\\/]features[\\/]listing[\\/]listing-(islands|not-found)\.tsx$/,
                  priority: 0,
                },
                // The form kit, which only lazily loaded forms use, travels as one chunk rather than one per field.
                { name: 'form-kit', test: /[\\/]app[\\/]components[\\/]form[\\/]/, priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
});
