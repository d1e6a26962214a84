// The pages the budgets of brief §8 are measured on, shared by the bench scripts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Turkish has no prefix; Arabic is the right-to-left layout, so both are measured. */
const LANGUAGE_PREFIXES = ['', '/ar'];

interface CatalogueItem {
  id?: string | number;
  slug?: string;
  slugs?: Record<string, string>;
}

/**
 * URLs given on the command line (absolute, or paths on BASE_URL), else every public page type (home, rentals,
 * owners, a legal document, an apartment, a tour) in tr and ar. The apartment and tour pages need a real slug or
 * id, so the first one the API lists is used; a page type whose listing is unavailable is left out with a note
 * rather than measured as a 404.
 */
export async function resolveTargets(args: string[]): Promise<string[]> {
  if (args.length > 0) return args.map((arg) => new URL(arg, BASE_URL).href);
  const [apartment, tour] = await Promise.all([firstListed('/api/apartments'), firstListed('/api/tours')]);
  const urls: string[] = [];
  for (const prefix of LANGUAGE_PREFIXES) {
    const language = prefix.slice(1) || 'tr';
    urls.push(prefix || '/', `${prefix}/rentals`, `${prefix}/owners`, `${prefix}/legal/privacy-policy`);
    if (apartment)
      urls.push(`${prefix}/apartment/${apartment.slugs?.[language] ?? apartment.slug ?? apartment.id}`);
    if (tour) urls.push(`${prefix}/tour/${tour.id}`);
  }
  return urls.map((url) => new URL(url, BASE_URL).href);
}

/** A date `days` after today in Istanbul, as YYYY-MM-DD. */
function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The home and rentals pages the default targets leave out (English and Russian), and the rentals page with a
 * search (dates two weeks ahead, 2 adults) in every language: the HTML budget of decision 060 holds for all.
 */
export function homeAndRentalsTargets(): string[] {
  const search = `?checkIn=${istanbulDatePlus(15)}&checkOut=${istanbulDatePlus(18)}&adults=2&children=0`;
  const paths = ['/en', '/en/rentals', '/ru', '/ru/rentals'];
  for (const prefix of ['', '/en', '/ar', '/ru']) paths.push(`${prefix}/rentals${search}`);
  return paths.map((url) => new URL(url, BASE_URL).href);
}

async function firstListed(apiPath: string): Promise<CatalogueItem | undefined> {
  try {
    const response = await fetch(new URL(apiPath, BASE_URL));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { items?: CatalogueItem[] };
    if (body.items?.[0]) return body.items[0];
    throw new Error('the list is empty');
  } catch (error) {
    console.warn(
      `note: no ${apiPath.split('/').pop()} page measured (${apiPath}: ${(error as Error).message})`,
    );
    return undefined;
  }
}

/** A fresh folder under bench/results (gitignored) for one run's JSON files. */
export function resultsFolder(tool: string): string {
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '');
  const folder = path.join(import.meta.dirname, 'results', `${tool}-${stamp}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** A file name for a URL: "ar-apartment-galata-loft" for http://…/ar/apartment/galata-loft. */
export function fileNameFor(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
}
