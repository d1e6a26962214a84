/**
 * A streamed render is compressed far more cheaply in one piece than as a stream (decision 113): brotli on the fly
 * costs ~0.63 ms of CPU for an apartment page through a compression stream (a thread-pool job per chunk, the stream
 * plumbing around it) against ~0.38 ms in one call, and Fastify's compression plugin takes that one call for a
 * body it has whole. React Router's entry answers once React has everything (decision 114), so the stream is
 * complete within a tick or two and waiting for it costs the visitor nothing worth the name; a body still
 * unfinished after `waitMs` (a render that streams after all, a server too busy to pump it) streams on from there,
 * what was read first included, as before.
 */
export type QuickBody = { whole: Buffer } | { stream: ReadableStream<Uint8Array> };

type Read =
  | { result: Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>> }
  | { failed: true };

export async function wholeBodyIfQuick(body: ReadableStream<Uint8Array>, waitMs: number): Promise<QuickBody> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  let pending = reader.read();
  for (;;) {
    // A failed read is left to the stream below, which fails the answer as a streamed render always did.
    const read: Read | 'late' = await Promise.race([
      pending.then(
        (result) => ({ result }),
        () => ({ failed: true as const }),
      ),
      late,
    ]);
    if (read === 'late' || 'failed' in read) break;
    if (read.result.done) {
      clearTimeout(timer);
      return { whole: Buffer.concat(chunks) };
    }
    chunks.push(read.result.value);
    pending = reader.read();
  }
  clearTimeout(timer);
  // The read still pending when time ran out carries on here: nothing is lost or read twice.
  return {
    stream: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
      },
      async pull(controller) {
        const { done, value } = await pending;
        if (done) controller.close();
        else {
          controller.enqueue(value);
          pending = reader.read();
        }
      },
      cancel: (reason) => reader.cancel(reason),
    }),
  };
}
