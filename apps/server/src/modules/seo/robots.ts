import { LANGUAGE_PREFIXES, PRIVATE_PATH_PREFIXES } from '@konak/domain/seo/site-pages';

/**
 * robots.txt (decision 045): everything may be crawled but the API and the member, reservation and sign-in pages,
 * under every language prefix; the sitemap is named with its absolute address.
 */
export function robotsTxt(origin: string): string {
  const prefixes = ['', ...LANGUAGE_PREFIXES.map((language) => `/${language}`)];
  const disallowed = prefixes.flatMap((prefix) =>
    PRIVATE_PATH_PREFIXES.map((path) => `Disallow: ${prefix}${path}`),
  );
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...disallowed,
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
