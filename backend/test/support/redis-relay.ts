import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

export interface RedisRelay {
  /** Where the relay listens: point REDIS_URL here. */
  readonly port: number;
  /** Redis becomes unreachable: every connection through the relay is cut and new ones are refused. */
  close(): Promise<void>;
}

/** Redis reachable on a port of the test's own, a TCP relay to the real server (`port`: 0 for any free one). */
export async function relayToRedis(port = 0): Promise<RedisRelay> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(REDIS.port || 6379), REDIS.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
