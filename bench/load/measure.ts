import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  path: string;
  /** How many different URLs were asked for in turn (1 for a fixed target). */
  distinctPaths: number;
  requests: number;
  non2xx: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
};

/**
 * Runs autocannon against one path, or against many in turn (every connection takes the next one of a shared
 * rotation, so caches of whole answers only partly help), and computes exact percentiles from every response time
 * it reports (autocannon's own summary has p97.5 but no p95).
 */
export async function measure(
  baseUrl: string,
  name: string,
  paths: string | readonly string[],
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Readonly<Record<string, string>> },
): Promise<LoadResult> {
  const rotation = typeof paths === 'string' ? [paths] : paths;
  const [path = '/'] = rotation;
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(path, baseUrl).href,
        connections,
        duration: seconds,
        headers: { 'accept-language': 'tr', 'accept-encoding': 'br, gzip', ...headers },
        ...(rotation.length > 1
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    request.path = rotation[next++ % rotation.length] ?? path;
                    return request;
                  },
                },
              ],
            }
          : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const at = (share: number) => percentile(latencies, share);
  return {
    name,
    path,
    distinctPaths: rotation.length,
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The value below which `share` of the sorted values lie (the nearest-rank percentile). */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
