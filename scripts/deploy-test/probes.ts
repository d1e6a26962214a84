// Single requests with what fetch cannot do: a chosen source address (127.0.0.x, to be a different client), the test's
// own certificate authority, HTTP/2, and an Expect: 100-continue upload that nginx may refuse before the body.

import { request as httpRequest } from 'node:http';
import { connect } from 'node:http2';
import { request } from 'node:https';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export function httpsRequest(
  url: string,
  options: {
    ca: string;
    method?: string;
    localAddress?: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<Answer> {
  // Plain HTTP for an app server's own port.
  const send = url.startsWith('https:') ? request : httpRequest;
  return new Promise((resolve, reject) => {
    const sent = send(
      url,
      {
        method: options.method ?? 'GET',
        ca: options.ca,
        servername: 'localhost',
        localAddress: options.localAddress,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** Declares a body of `bytes` and waits for nginx's answer before sending any of it. */
export function declaredUpload(url: string, { ca, bytes }: { ca: string; bytes: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, {
      method: 'POST',
      ca,
      servername: 'localhost',
      agent: false,
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(bytes),
        expect: '100-continue',
      },
    });
    sent.on('continue', () => {
      sent.destroy();
      resolve(100);
    });
    sent.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      sent.destroy();
    });
    sent.on('error', reject);
    sent.flushHeaders();
  });
}

/** One GET over HTTP/2 (ALPN h2): answers the status and the negotiated protocol. */
export function http2Get(
  origin: string,
  path: string,
  ca: string,
): Promise<{ status: number; protocol: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca, servername: 'localhost' });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ':method': 'GET' });
    let status = 0;
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    stream.resume();
    stream.on('end', () => {
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({ status, protocol });
    });
    stream.on('error', reject);
    stream.end();
  });
}
