import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedAnswer = { status?: number; body: string; contentType?: string };

/**
 * A local HTTP server standing in for Airbnb's, Booking.com's or a PMS's feed: each path answers what the test set
 * last, and counts its fetches. The app reaches it only through the test-only loopback setting (decision 095).
 */
export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const fetches = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feeds').pathname;
    fetches.set(path, (fetches.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: 'not found' };
    response
      .writeHead(answer.status ?? 200, {
        'content-type': answer.contentType ?? 'text/calendar; charset=utf-8',
      })
      .end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    serve: (path: string, answer: FeedAnswer | string) =>
      answers.set(path, typeof answer === 'string' ? { body: answer } : answer),
    fetchesOf: (path: string) => fetches.get(path) ?? 0,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
