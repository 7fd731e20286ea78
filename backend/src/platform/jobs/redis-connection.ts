import type { RedisOptions } from 'ioredis';

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
