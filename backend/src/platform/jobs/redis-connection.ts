import { setTimeout } from 'node:timers/promises';
import IORedis, { type RedisOptions } from 'ioredis';

/**
 * Connection options for BullMQ, from REDIS_URL. BullMQ opens and closes its own connections with them.
 * Workers need `maxRetriesPerRequest: null` (blocking commands); producers give up on a command after one
 * reconnect attempt, so a reactor batch fails fast while Redis is down and is retried later.
 */
export function redisOptions(redisUrl: string, purpose: 'producer' | 'worker'): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: purpose === 'worker' ? null : 1,
  };
}

/** How a process waits for Redis at start: exponential backoff from `firstDelayMs`, capped at `maxDelayMs`. */
export interface RedisWaitPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
}

export const REDIS_WAIT: RedisWaitPolicy = { firstDelayMs: 500, maxDelayMs: 30_000 };

/** Where Redis is expected, for log lines (never the password). */
export function redisAddress(redisUrl: string): string {
  const url = new URL(redisUrl);
  return `${url.hostname}:${url.port || 6379}`;
}

/** One connection attempt and a PING; rejects with the connection error. */
export async function pingRedis(redisUrl: string): Promise<void> {
  const redis = new IORedis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: unknown;
  redis.on('error', (error) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw cause ?? error;
  } finally {
    redis.disconnect();
  }
}

/**
 * Resolves once Redis answers, trying again with exponential backoff while it does not, and reporting each
 * failed attempt (one line each) through `report`. Rejects only when `signal` aborts the wait.
 */
export async function waitForRedis(
  redisUrl: string,
  report: { failed(line: string): void; recovered(line: string): void },
  policy: RedisWaitPolicy = REDIS_WAIT,
  signal?: AbortSignal,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    try {
      await pingRedis(redisUrl);
      if (attempt > 1) {
        report.recovered(`Redis answers at ${redisAddress(redisUrl)} after ${attempt} attempts`);
      }
      return;
    } catch (error) {
      const delayMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempt - 1));
      report.failed(
        `Redis is not reachable at ${redisAddress(redisUrl)} (${describe(error)}), attempt ${attempt}; ` +
          `trying again in ${delayMs} ms`,
      );
      await setTimeout(delayMs, undefined, { signal });
    }
  }
}

function describe(error: unknown): string {
  return (error as { code?: string }).code ?? (error as Error).message ?? String(error);
}
