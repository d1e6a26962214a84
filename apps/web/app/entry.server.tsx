import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { FlushBatchingStream } from './flush-batching-stream';
import { readRequestContext, requestContext } from './request-context';
import { DocumentOnlyHeadTags, documentOnlyHeadTags } from './seo/document-head';

// The server answers /i18n/… with the build's own translation files (decision 114).
export { translationFilesAnswer } from './i18n/translations.server';
// The server must set values on this exact context object, so it takes it from the build.
export { requestContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // <ServerRouter nonce> also gives the nonce to <Scripts>, <Links> and <ScrollRestoration> in root.tsx.
  const { nonce } = readRequestContext(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <DocumentOnlyHeadTags value={loadContext.get(documentOnlyHeadTags)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentOnlyHeadTags>,
      {
        nonce,
        // One piece, never streamed per boundary: a large boundary (an island's server HTML) revealed late loses
        // that HTML to the first router update that arrives before the reveal, leaving the section blank.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Everyone gets the page whole, as crawlers always did: no loader returns deferred data, so waiting for all
        // of it costs nothing, while streaming it made React add its reveal runtime (~1.2 KB of script) to every
        // document and keep each page twice in the page cache, once per kind of reader (decision 114).
        onAllReady() {
          shellRendered = true;
          // Each flush of React's goes on as one chunk, not a few dozen (decision 110).
          const body = new FlushBatchingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
