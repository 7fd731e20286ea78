import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { AppModule } from '../app.module';
import type { AppConfig } from '../platform/config/app-config';
import { configureHttp, createHttpAdapter } from '../platform/http/configure-http';
import { serveOpenApiDocs } from '../platform/http/openapi';
import { PinoNestLogger, createLogger } from '../platform/logging/logger';

/** The HTTP API with the SPA, ready to listen (main.ts) or to be called in tests. */
export async function createApiApp(
  config: AppConfig,
  options: { logDestination?: DestinationStream } = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger(config, 'api', options.logDestination);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createHttpAdapter(config, logger),
    { logger: new PinoNestLogger(logger), abortOnError: false },
  );
  await configureHttp(app, config);
  serveOpenApiDocs(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
