import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Lifecycle } from '../lifecycle.ts';

/**
 * The connections of the server and how many requests each is answering, so a shutdown can wait for the busy ones
 * without cutting the idle ones under a proxy that is about to reuse them.
 */
export function trackConnections(server: Server) {
  const active = new Map<Socket, number>();
  // Since when each connection without a request in progress has been idle.
  const idleSince = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    active.set(socket, 0);
    idleSince.set(socket, Date.now());
    socket.once('close', () => {
      active.delete(socket);
      idleSince.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    active.set(socket, (active.get(socket) ?? 0) + 1);
    idleSince.delete(socket);
    response.once('close', () => {
      const count = active.get(socket);
      if (count === undefined) return;
      active.set(socket, Math.max(0, count - 1));
      if (count <= 1) idleSince.set(socket, Date.now());
    });
  });
  return {
    /** Closes the connections idle for at least `ms`: by then nginx would have closed its own. */
    closeIdleFor(ms: number) {
      const before = Date.now() - ms;
      for (const [socket, since] of idleSince) if (since <= before) socket.destroy();
    },
    get open() {
      return active.size;
    },
    get busy() {
      let busy = 0;
      for (const count of active.values()) if (count > 0) busy++;
      return busy;
    },
    destroyAll() {
      for (const socket of active.keys()) socket.destroy();
    },
  };
}

/**
 * Every answer given while the process shuts down says `Connection: close`, so the proxy sends nothing more on that
 * connection and opens a new one to another app server (nginx retries refused connections for every method).
 */
export const drainingAnswersPlugin = fp(
  async (app: FastifyInstance, { lifecycle }: { lifecycle: Lifecycle }) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (lifecycle.shuttingDown) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'draining-answers' },
);

/**
 * How long an idle keep-alive connection is left to its client after SIGTERM: longer than nginx's upstream
 * keepalive_timeout (4 s, deploy/nginx), so nginx closes its own first; what is still idle then is another client's
 * (a monitor, a browser on the app port), which would otherwise hold the process until the timeout.
 */
const IDLE_GRACE_MS = 5000;

export type ShutdownOptions = {
  lifecycle: Lifecycle;
  connections: ReturnType<typeof trackConnections>;
  /** How long open connections may take to finish before they are cut. */
  timeoutMs: number;
  log: FastifyInstance['log'];
};

/**
 * The graceful part of stopping (decision 098): readiness turns 503 and the job worker stops taking work at once; the
 * listener closes, so new connections are refused and nginx sends them to another app server; requests in flight
 * finish; idle keep-alive connections are left for the proxy to close (nginx's upstream keepalive_timeout is shorter
 * than IDLE_GRACE_MS) rather than cut under a request it may be sending. What is still open at the timeout is cut.
 * The caller then closes the app (pools, Redis).
 */
export async function drainServer(server: Server, options: ShutdownOptions): Promise<void> {
  const { lifecycle, connections, timeoutMs, log } = options;
  const stopping = lifecycle.beginShutdown();
  // net.Server's close stops listening only; http.Server's would also drop idle connections at once.
  NetServer.prototype.close.call(server);
  const deadline = Date.now() + timeoutMs;
  while (connections.open > 0 && Date.now() < deadline) {
    connections.closeIdleFor(IDLE_GRACE_MS);
    await delay(50);
  }
  if (connections.open > 0) {
    log.warn(
      { open: connections.open, busy: connections.busy },
      'shutdown timeout: cutting the connections still open',
    );
    connections.destroyAll();
  }
  await stopping;
}
