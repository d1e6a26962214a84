import { createServer, type Server } from 'node:net';

/**
 * Ports nothing listens on right now on the host, one per server started next. The OS picks them; all
 * probes stay open until every port is known, so the ports are distinct.
 */
export async function findFreePorts(host: string, count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    const ports: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const probe = createServer();
      probes.push(probe);
      ports.push(
        await new Promise<number>((resolve, reject) => {
          probe.once('error', reject);
          probe.listen(0, host, () => {
            const address = probe.address();
            resolve(typeof address === 'object' && address ? address.port : 0);
          });
        }),
      );
    }
    return ports;
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}
