import type { PictureCatalogue } from './modules/media/surface.ts';

/**
 * The only way into src/demo/ (decision 064): dynamic imports, so a server started with SEED=none never loads a
 * demo file. Used by the seed commands (db/cli.ts, server.ts's seed step) and by services.ts for the pictures.
 */
export const loadDemoSeed = () => import('./demo/seed-demo.ts');

export const loadLegalTexts = () => import('./demo/legal-documents.ts');

export const loadDemoPictures = async (): Promise<PictureCatalogue> =>
  (await import('./demo/pictures/demo-pictures.ts')).demoPictures;
