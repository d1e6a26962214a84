import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Language } from '@konak/domain/languages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MessageKey, translate } from '../i18n/translate.ts';
import { AppError } from './app-error.ts';

/**
 * Errors Node raises on a connection before or while a request is read (a body or headers trickled past the
 * timeouts, headers too large, bytes that are not HTTP), answered with our error body like every other 4xx
 * instead of Fastify's or Node's own. Where the request's headers did arrive, its language is known.
 */

const socketLanguages = new WeakMap<Socket, Language>();

const clientErrors: Record<string, { status: number; key: MessageKey; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'error.request_timeout', code: 'request_timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'error.headers_too_large', code: 'headers_too_large' },
};
const unreadable = { status: 400, key: 'error.bad_request', code: 'bad_request' } as const;

/** Fastify's `clientErrorHandler` option. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key, code } = (error.code && clientErrors[error.code]) || unreadable;
  // A response already under way cannot be replaced (Node's own handler checks the same).
  const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const body = JSON.stringify({ message: translate(socketLanguages.get(socket) ?? 'tr', key), code });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Remembers each connection's latest request language for answerClientError, and refuses an HTTP/1.1 request
 * without a Host header (Node would answer it with an empty 400; `requireHostHeader` is off so we can answer).
 */
export const connectionChecksPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      socketLanguages.set(request.raw.socket, request.language);
      const { httpVersionMajor, httpVersionMinor } = request.raw;
      const needsHost = httpVersionMajor > 1 || httpVersionMinor >= 1;
      if (needsHost && !request.headers.host)
        throw new AppError(400, 'error.missing_host', { code: 'missing_host' });
    });
  },
  { name: 'connection-checks', dependencies: ['language'] },
);
