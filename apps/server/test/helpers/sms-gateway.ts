import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SmsGateway = {
  /** Pass as SMS_URL to buildTestApp. */
  url: string;
  /** Every message accepted, in order. */
  received: { to: string; text: string }[];
  /** While set, the gateway answers 503 and keeps nothing. */
  failing: boolean;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A stand-in SMS gateway for API tests: records what it is sent, as create-sms-sender.ts posts it. */
export async function startSmsGateway(): Promise<SmsGateway> {
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (gateway.failing) {
      response.writeHead(503).end('busy');
      return;
    }
    gateway.received.push(JSON.parse(body));
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
  });
  const gateway: SmsGateway = {
    url: '',
    received: [],
    failing: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return gateway;
}
