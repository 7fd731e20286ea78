import { rm } from 'node:fs/promises';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApiApp } from '../../src/bootstrap/api-app';
import { seedCatalogue } from '../../src/modules/catalogue/seed/seed-catalogue';
import { seedPurchaseCostRates } from '../../src/modules/purchase-costs/seed/seed-purchase-cost-rates';
import type { AppConfig } from '../../src/platform/config/app-config';
import type { LogCapture } from './log-capture';
import { clearRedisPrefix, testConfig } from './test-config';

export interface TestApi {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => TestAgent;
  close(): Promise<void>;
}

/**
 * The real HTTP API on a fresh database, optionally with the sample catalogue, driven through supertest.
 * With `logs`, every log line at debug level and above is kept there instead of being silenced.
 */
export async function startTestApi(
  options: { seed?: boolean; env?: Record<string, string>; logs?: LogCapture } = {},
): Promise<TestApi> {
  const config = await testConfig({ ...(options.logs ? { LOG_LEVEL: 'debug' } : {}), ...options.env });
  const app = await createApiApp(config, { logDestination: options.logs });
  if (options.seed) {
    await seedCatalogue(app.get(CommandBus));
    await seedPurchaseCostRates(app.get(CommandBus));
  }
  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    async close() {
      await app.close();
      await clearRedisPrefix(config);
      await rm(config.mediaDir, { recursive: true, force: true });
      await rm(config.erasureLedgerDir, { recursive: true, force: true });
    },
  };
}
