import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { flagFiles } from './app/components/country-flag/flag-files';

/**
 * Serves the country flags as separate SVG files (`/flags/tr.svg`), never inside JavaScript: the client build gets
 * a copy of each, and the development server answers them from the package. Decision 059.
 */
export function flagImages(): Plugin {
  const files = flagFiles();
  const byUrl = new Map(files.map((file) => [`/${file.fileName}`, file.sourcePath]));
  return {
    name: 'konak:flag-images',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = request.url ? byUrl.get(request.url.split('?')[0] ?? '') : undefined;
        if (!source) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: readFileSync(file.sourcePath) });
      }
    },
  };
}
