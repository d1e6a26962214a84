// Every public page of a running site, as a crawler would find them: the site's own sitemap.xml, plus the pages
// every language has whatever the catalogue holds (home, rentals, owners, the legal documents).
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { languagePath, legalPagePath, STATIC_PUBLIC_PATHS } from '@konak/domain/seo/site-pages';
import { legalDocumentTypes } from '../../apps/server/src/db/schema/legal.ts';

/** Paths (with the language prefix) of every page the sitemap lists and of the fixed public pages that answer 200. */
export async function publicPagePaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`bench: /sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    decodeXml(new URL(decodeXml(match[1] as string)).pathname),
  );
  const fixed = [...STATIC_PUBLIC_PATHS, ...legalDocumentTypes.map(legalPagePath)].flatMap((page) =>
    SUPPORTED_LANGUAGES.map((language) => languagePath(language, page)),
  );
  const paths = [...new Set([...listed, ...fixed])];
  // A legal document without a text in any language is a 404 page, not a public page.
  const answering = await Promise.all(
    paths.map(async (page) => {
      if (listed.includes(page)) return page;
      const answer = await fetch(baseUrl + page);
      await answer.arrayBuffer();
      return answer.status === 200 ? page : undefined;
    }),
  );
  return answering.filter((page) => page !== undefined);
}

const decodeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
