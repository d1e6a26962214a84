import { Window } from 'happy-dom';
import { expect } from 'vitest';

export type JsonLdBlock = { '@type': string | string[] } & Record<string, unknown>;

/** What search engines and link previews read from a server-rendered page. */
export type PageHead = {
  html: string;
  lang: string | null;
  dir: string | null;
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  /** hreflang → href, in document order. */
  alternates: Record<string, string>;
  /** Open Graph `property` and Twitter `name` tags; repeated ones (og:locale:alternate) joined in order. */
  social: Record<string, string[]>;
  jsonLd: JsonLdBlock[];
  /** The visible FAQ's questions and answers, as the page shows them. */
  faq: { question: string; answer: string }[];
};

/** Parses the HTML the server sent, without running any script, as a crawler reads it. */
export function readPageHead(html: string): PageHead {
  const window = new Window();
  // happy-dom would fetch what a preload link names, relative to about:blank; no crawler acts on those links.
  const withoutPreloads = html.replace(/<link rel="preload"[^>]*>/g, '');
  const document = new window.DOMParser().parseFromString(withoutPreloads, 'text/html');
  const attribute = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  const alternates: Record<string, string> = {};
  for (const link of document.querySelectorAll('head link[rel="alternate"][hreflang]')) {
    const language = link.getAttribute('hreflang') ?? '';
    expect(alternates[language], `hreflang ${language} appears once`).toBeUndefined();
    alternates[language] = link.getAttribute('href') ?? '';
  }
  const social: Record<string, string[]> = {};
  for (const meta of document.querySelectorAll('head meta[property^="og:"], head meta[name^="twitter:"]')) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
    social[key] = [...(social[key] ?? []), meta.getAttribute('content') ?? ''];
  }
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLdBlock,
  );
  const faq = [...document.querySelectorAll('[data-testid="faq"] details')].map((details) => ({
    question: details.querySelector('summary')?.textContent?.trim() ?? '',
    answer: details.querySelector('p')?.textContent?.trim() ?? '',
  }));
  expect(document.querySelectorAll('head title')).toHaveLength(1);
  expect(document.querySelectorAll('head link[rel="canonical"]').length).toBeLessThanOrEqual(1);
  expect(document.querySelectorAll('head meta[name="description"]').length).toBeLessThanOrEqual(1);
  return {
    html,
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    title: document.querySelector('head title')?.textContent ?? '',
    description: attribute('head meta[name="description"]', 'content'),
    robots: attribute('head meta[name="robots"]', 'content'),
    canonical: attribute('head link[rel="canonical"]', 'href'),
    alternates,
    social,
    jsonLd,
    faq,
  };
}

/** The JSON-LD blocks of one type. */
export function blocksOfType(head: PageHead, type: string): JsonLdBlock[] {
  return head.jsonLd.filter((block) => [block['@type']].flat().includes(type));
}

/** The one block of a type, failing when there is none or more than one. */
export function blockOfType(head: PageHead, type: string): JsonLdBlock {
  const blocks = blocksOfType(head, type);
  expect(blocks, `one ${type} block`).toHaveLength(1);
  return blocks[0] as JsonLdBlock;
}

/** The one value of a social tag. */
export function socialTag(head: PageHead, key: string): string {
  const values = head.social[key] ?? [];
  expect(values, key).toHaveLength(1);
  return values[0] ?? '';
}
