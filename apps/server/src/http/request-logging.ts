import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * What the logs may say about a request (decision 099): never a password, token, verification code or card data.
 * Bodies and headers are not logged; the URL is, with the values of query parameters that can carry a secret (the
 * reset link's `token`, Google's `code` and `state`) replaced.
 */
const SECRET_PARAMETER = /token|code|state|password|secret|key|signature|card|session|nonce/i;

export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** nginx's `$request_id` (32 hex digits) or another proxy's id of the same shape; anything else gets a new one. */
const FORWARDED_ID = /^[\w-]{8,64}$/;

/**
 * The request id every log line of a request carries: the one nginx put in X-Request-Id, so its access log and ours
 * meet, else a new UUID.
 */
export function requestId(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/** The logger of the app: pino at `level`, with the request serialised as above. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
