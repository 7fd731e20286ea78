import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApiApp } from '../../src/bootstrap/api-app';
import { seedCatalogue } from '../../src/modules/catalogue/seed/seed-catalogue';
import type { AppConfig } from '../../src/platform/config/app-config';
import { clearRedisPrefix, testConfig } from './test-config';

export interface TestApi {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => TestAgent;
  close(): Promise<void>;
}

/** The real HTTP API on a fresh database, optionally with the sample catalogue, driven through supertest. */
export async function startTestApi(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestApi> {
  const config = await testConfig(options.env);
  const app = await createApiApp(config);
  if (options.seed) await seedCatalogue(app.get(CommandBus));
  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    async close() {
      await app.close();
      await clearRedisPrefix(config);
    },
  };
}
