import http from 'node:http';

export interface LoadResult {
  /** Requests that succeeded: one latency each. */
  requests: number;
  failures: number;
  seconds: number;
  latencies: number[];
}

/**
 * Keeps `connections` keep-alive connections to one server busy for `seconds`, each sending the next of
 * `paths` in turn as soon as its previous answer is in. `send` makes one request and says whether it
 * succeeded; only successes count a latency.
 */
export async function httpLoad({
  connections,
  seconds,
  paths,
  send,
}: {
  connections: number;
  seconds: number;
  paths: readonly string[];
  send: (agent: http.Agent, path: string) => Promise<boolean>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const path = paths[next++ % paths.length];
        const started = performance.now();
        const succeeded = await send(agent, path).catch(() => false);
        if (succeeded) latencies.push(performance.now() - started);
        else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  return { requests: latencies.length, failures, seconds: elapsed, latencies };
}
