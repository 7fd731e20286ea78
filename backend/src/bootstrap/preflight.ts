import { pingRedis } from '../platform/jobs/redis-connection';
import { Client } from 'pg';
import type { AppConfig } from '../platform/config/app-config';

/** A dependency the process cannot start without, with the one line that tells the operator what to do. */
export class PreflightError extends Error {}

function where(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || (parsed.protocol.startsWith('redis') ? 6379 : 5432)}`;
}

export async function checkPostgres(config: Pick<AppConfig, 'databaseUrl'>): Promise<void> {
  const url = new URL(config.databaseUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new PreflightError(
      `PostgreSQL is not reachable at ${where(config.databaseUrl)} (${describe(error)}). ` +
        'Start PostgreSQL (or `docker compose up -d postgres`) or point DATABASE_URL at a running server.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRedis(config: Pick<AppConfig, 'redisUrl'>): Promise<void> {
  try {
    await pingRedis(config.redisUrl);
  } catch (error) {
    throw new PreflightError(
      `Redis is not reachable at ${where(config.redisUrl)} (${describe(error)}). ` +
        'Start Redis (`redis-server --daemonize yes`, or `docker compose up -d redis`) or set REDIS_URL.',
    );
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: string }).code;
  return code ?? (error as Error).message ?? String(error);
}
