import type { LegalDocumentSection } from '@konak/domain/api/legal/legal-document';
import sanitizeHtml from 'sanitize-html';

/** The tags a legal text may use; everything else is dropped (script and style with their content). */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
];

const EXTERNAL_LINK = /^https?:\/\//i;
/** http(s), mailto and tel links, site paths ("/legal/kvkk", not "//elsewhere") and anchors in the page. */
const ALLOWED_HREF = /^(?:https?:\/\/[^\s/?#]+|mailto:|tel:|\/(?![/\\])|#)[^\s\\]*$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Only the href is kept, and only when it is one of the allowed kinds; external links never get the opener.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const kept: sanitizeHtml.Attributes = {};
      if (ALLOWED_HREF.test(href)) kept.href = href;
      if (kept.href && EXTERNAL_LINK.test(href)) kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
  },
  // A link whose address was refused keeps its words, without being a link.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Cleans an HTML fragment to what a legal document may contain (decision 040). */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

export type PreparedLegalContent = { content: string; sections: LegalDocumentSection[] };

const H2 = /<h2>([\s\S]*?)<\/h2>/g;

/**
 * What a reader gets: the content cleaned again (cheap, and stored rows may predate a rule) with an anchor id on
 * every h2, and those headings as the table of contents. Clean h2s carry no attributes, so the pattern is exact.
 */
export function prepareLegalContent(stored: string): PreparedLegalContent {
  const sections: LegalDocumentSection[] = [];
  const content = sanitizeLegalHtml(stored).replace(H2, (_heading, inner: string) => {
    const id = `section-${sections.length + 1}`;
    sections.push({ id, title: plainText(inner) });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { content, sections };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of a clean fragment (tags removed, the entities the sanitiser writes decoded, spaces folded). */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
