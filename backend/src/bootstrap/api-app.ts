import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { AppModule } from '../app.module';
import { MAX_IMAGE_BYTES } from '../modules/media/domain/image-rules';
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
  // Multipart bodies are streamed by the route that reads them (image upload: one file of 10 MB at most).
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });
  serveOpenApiDocs(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
