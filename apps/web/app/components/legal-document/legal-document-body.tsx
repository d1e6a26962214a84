/**
 * A legal document's body as the server cleaned it (apps/server/src/modules/legal/sanitize-legal-html.ts: a
 * fixed set of tags, safe links only, anchor ids on the h2s). The only place such HTML is inserted; the browser
 * gets no parser or sanitiser, since the HTML always comes from the server, cleaned, also on client navigation.
 */
export function LegalDocumentBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save and again on every read by the server.
  return <div className="legal-document" dangerouslySetInnerHTML={{ __html: html }} />;
}
