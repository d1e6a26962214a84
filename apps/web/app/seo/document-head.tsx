import { createContext, useContext, useEffect, useRef } from 'react';
import { createContext as createRouterContext, type MetaDescriptor, useLocation } from 'react-router';

/**
 * The head tags only a document's reader acts on (decision 114): hreflang alternates, Open Graph and Twitter cards,
 * JSON-LD. A page's loader hands them to the server render through this router context instead of returning them,
 * so they are in the HTML once rather than twice (the tags, and the loader data the browser hydrates from).
 */
export const documentOnlyHeadTags = createRouterContext<readonly MetaDescriptor[]>([]);

/** entry.server.tsx gives the render the tags its loaders set; the browser has none to give. */
export const DocumentOnlyHeadTags = createContext<readonly MetaDescriptor[]>([]);

/** Their mark, by which a client-side navigation removes them: they describe the page the document was. */
const MARK_ATTRIBUTE = 'data-document-only';
const MARK = { [MARK_ATTRIBUTE]: '' };

/** Inside a <script>: no "<" (nor ">", "&" or line separators) in the text may end it (as React Router escapes). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function tagOf(descriptor: MetaDescriptor, key: number) {
  if ('script:ld+json' in descriptor) {
    return (
      <script
        key={key}
        type="application/ld+json"
        {...MARK}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built by the server, escaped for a script.
        dangerouslySetInnerHTML={{ __html: jsonForScript(descriptor['script:ld+json']) }}
      />
    );
  }
  if ('tagName' in descriptor && descriptor.tagName === 'link') {
    const { tagName: _, ...attributes } = descriptor;
    return <link key={key} {...attributes} {...MARK} />;
  }
  return <meta key={key} {...(descriptor as Record<string, string>)} {...MARK} />;
}

/** The document-only tags in the server's HTML; in the browser, nothing, and the server's go at the first navigation. */
export function DocumentOnlyHead() {
  const tags = useContext(DocumentOnlyHeadTags);
  const { pathname } = useLocation();
  const documentPath = useRef(pathname);
  useEffect(() => {
    if (pathname === documentPath.current) return;
    for (const tag of document.head.querySelectorAll(`[${MARK_ATTRIBUTE}]`)) tag.remove();
  }, [pathname]);
  return tags.map(tagOf);
}
