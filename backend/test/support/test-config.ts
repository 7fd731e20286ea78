import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import IORedis from 'ioredis';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config';
import { freshDatabase } from './test-database';

/**
 * Configuration for one test file: its own fresh database and its own Redis key prefix, fast retries,
 * quiet logs, mail through SMTP to the port given (a SmtpCapture), uploads and the erasure ledger in
 * temporary folders of its own.
 */
export async function testConfig(overrides: Record<string, string> = {}): Promise<AppConfig> {
  return loadConfig(await testEnvironment(overrides));
}

/** The environment of `testConfig`, for a test that starts the product's processes itself. */
export async function testEnvironment(
  overrides: Record<string, string> = {},
): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: await freshDatabase(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `costa-test-${randomBytes(4).toString('hex')}`,
    MAIL_TRANSPORT: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '2',
    JOB_ATTEMPTS: '5',
    JOB_BACKOFF_MS: '50',
    MAIL_ATTEMPTS: '5',
    MAIL_BACKOFF_MS: '50',
    PROCESSOR_POLL_MS: '50',
    FRONTEND_DIST: 'frontend/dist-absent-in-api-tests',
    MEDIA_DIR: path.join(tmpdir(), `costa-test-media-${randomBytes(4).toString('hex')}`),
    ERASURE_LEDGER_DIR: path.join(tmpdir(), `costa-test-erasure-ledger-${randomBytes(4).toString('hex')}`),
    // argon2id with a tiny cost: test runs only (production refuses it).
    INSECURE_FAST_PASSWORD_HASHING: 'true',
    // Person keys wrapped with a master key, as in production.
    PERSONAL_DATA_KEY: 'test-master-key-for-personal-data',
    SELLER_REPORT_LINK_SECRET: 'test-seller-report-link-secret-for-tests-only',
    PORTAL_FEED_SECRET: 'test-portal-feed-secret-for-tests-only-0123',
    TWO_FACTOR_KEY: 'test-two-factor-key-for-tests-only-0123456',
    ...overrides,
  };
}

/** Removes every Redis key of a test file's prefix. */
export async function clearRedisPrefix(config: AppConfig): Promise<void> {
  const redis = new IORedis(config.redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redisPrefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
