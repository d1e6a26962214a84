import { connect, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

/** Raw HTTP over a socket, as a slow or careless client sends it; resolves with everything the server wrote. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => {});
  return { socket, closed };
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) };
}

describe('connection limits of the listening server', () => {
  let port: number;
  const context = useTestApp({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = context.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('cuts off a body trickled slower than the limit with a translated 408, while health keeps answering', async () => {
    const { socket, closed } = rawClient(port);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n' +
        'Content-Type: application/json\r\nContent-Length: 400\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const started = Date.now();
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const answer = parse(await closed);
      expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(answer.head).toContain('Content-Type: application/json');
      expect(answer.body).toEqual({
        message: 'The request did not arrive in time. Please check your connection and try again.',
        code: 'request_timeout',
      });
      // Cut between the limit and the limit plus one check interval, not left open.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      clearInterval(trickle);
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('cuts off headers trickled slower than the headers limit with 408 in the default language', async () => {
    const { socket, closed } = rawClient(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    try {
      const answer = parse(await closed);
      expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(answer.body.code).toBe('request_timeout');
      expect(answer.body.message).toContain('İstek zamanında tamamlanmadı');
    } finally {
      clearInterval(trickle);
    }
  });

  it('answers a request without a Host header with our error body', async () => {
    const { socket, closed } = rawClient(port);
    socket.end('GET /api/health HTTP/1.1\r\nAccept-Language: ru\r\nConnection: close\r\n\r\n');
    const answer = parse(await closed);
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({ message: 'В запросе нет заголовка Host.', code: 'missing_host' });
  });

  it('answers bytes that are not HTTP with our error body', async () => {
    const { socket, closed } = rawClient(port);
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    const answer = parse(await closed);
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body.code).toBe('bad_request');
  });

  it('still serves an HTTP/1.0 request without Host, which needs none', async () => {
    const { socket, closed } = rawClient(port);
    socket.write('GET /api/health HTTP/1.0\r\n\r\n');
    expect(parse(await closed).statusLine).toBe('HTTP/1.1 200 OK');
  });
});
