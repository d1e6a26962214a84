import type { CatalogueReader } from '@konak/domain/catalogue/page-data';
import type { SiteSettings } from '@konak/domain/site/site-settings';
import { createContext, type RouterContextProvider } from 'react-router';

/**
 * What the Fastify server hands to every server render: the CSP nonce, the catalogue services and the operator's
 * details from its settings (decision 055).
 */
export type RequestContext = {
  nonce: string;
  catalogue: CatalogueReader;
  site: SiteSettings;
};

export const requestContext = createContext<RequestContext>();

/**
 * The request context, or an empty one when no server set it: `react-router dev` renders without the
 * Fastify server, hence without a nonce (and without a CSP). A production render without it is a wiring
 * bug, so it fails loudly there.
 */
export function readRequestContext(context: Readonly<RouterContextProvider>): Partial<RequestContext> {
  try {
    return context.get(requestContext);
  } catch (error) {
    if (import.meta.env.PROD) throw error;
    return {};
  }
}

/** The operator's settings (decision 055); null only under `react-router dev` without the Fastify server. */
export function siteOf(context: Readonly<RouterContextProvider>): SiteSettings | null {
  return readRequestContext(context).site ?? null;
}

/** The catalogue services for a loader; every page with catalogue data needs the server. */
export function catalogueOf(context: Readonly<RouterContextProvider>): CatalogueReader {
  const catalogue = readRequestContext(context).catalogue;
  if (!catalogue) throw new Response('Catalogue unavailable', { status: 503 });
  return catalogue;
}
