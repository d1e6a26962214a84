import { type LookupAddress, lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { FeedError } from './feed-errors.ts';
import { isPublicAddress } from './public-address.ts';

export type FeedFetchLimits = {
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Decision 095: loopback feeds, for the tests' local feed server only. */
  allowLoopback: boolean;
};

/** A poll's limits: Airbnb's and Booking.com's feeds are a few kilobytes; a year of daily events is under 1 MB. */
export const POLL_LIMITS: Omit<FeedFetchLimits, 'allowLoopback'> = {
  timeoutMs: 15_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
};

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup that refuses a name resolving to any non-public address, and hands the socket exactly the addresses
 * it checked: no second resolution can point the connection elsewhere (DNS rebinding).
 */
function checkedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused =
        addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address, { allowLoopback }));
      if (refused) return callback(new FeedError('address_refused', hostname), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

type Hop = { redirect: string } | { body: string };

function requestOnce(target: URL, limits: FeedFetchLimits, signal: AbortSignal): Promise<Hop> {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return Promise.reject(new FeedError('address_refused', target.protocol));
  }
  if (target.username || target.password)
    return Promise.reject(new FeedError('address_refused', 'credentials'));
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address never reaches the lookup: judge it here.
  if (isIP(host) && !isPublicAddress(host, { allowLoopback: limits.allowLoopback })) {
    return Promise.reject(new FeedError('address_refused', host));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      {
        host,
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'user-agent': 'Konak channel sync' },
        lookup: checkedLookup(limits.allowLoopback) as never,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: new URL(response.headers.location, target).href });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new FeedError('http_status', String(status)));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          response.destroy();
          reject(new FeedError('too_large', String(declared)));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new FeedError('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => reject(error));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * GETs an import feed (issue 18 §5): http(s) to public addresses only, every redirect judged like the first URL,
 * the answer capped in size and the whole fetch in time. Throws a FeedError saying why nothing was read.
 */
export async function fetchFeed(url: string, limits: FeedFetchLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FeedError('address_refused', 'not a URL');
  }
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    let answer: Hop;
    try {
      answer = await requestOnce(target, limits, signal);
    } catch (error) {
      if (error instanceof FeedError) throw error;
      if (signal.aborted) throw new FeedError('timeout');
      throw new FeedError('fetch_failed', error instanceof Error ? error.message : String(error));
    }
    if ('body' in answer) return answer.body;
    target = new URL(answer.redirect);
  }
  throw new FeedError('too_many_redirects');
}
