import { createContext, type RouterContextProvider } from 'react-router';

/** What the Fastify server hands to every server render: the CSP nonce of this response. */
export type RequestContext = {
  nonce: string;
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
