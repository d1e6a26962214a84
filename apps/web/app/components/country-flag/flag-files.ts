import { createRequire } from 'node:module';
import path from 'node:path';
import { getCountries } from 'libphonenumber-js';
import { flagUrl } from './flag-url';

// flag-icons names the two parts of Saint Helena that have calling codes of their own after their parent.
const FLAG_ICONS_NAMES: Record<string, string> = { AC: 'sh-ac', TA: 'sh-ta' };

export type FlagFile = {
  /** Path inside the client build and on the site, without the leading slash: "flags/tr.svg". */
  fileName: string;
  /** The SVG in the flag-icons package. */
  sourcePath: string;
};

/** Build-time only (imported by the Vite plugin): one SVG for every region the phone input offers. */
export function flagFiles(): FlagFile[] {
  const packageJson = createRequire(import.meta.url).resolve('flag-icons/package.json');
  const directory = path.join(path.dirname(packageJson), 'flags', '4x3');
  return getCountries().map((code) => ({
    fileName: flagUrl(code).slice(1),
    sourcePath: path.join(directory, `${FLAG_ICONS_NAMES[code] ?? code.toLowerCase()}.svg`),
  }));
}
