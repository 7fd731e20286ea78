import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import type { AppConfig } from '../platform/config/app-config';
import { PinoNestLogger, createLogger } from '../platform/logging/logger';

/** The product without HTTP or workers: for CLI commands and tests that dispatch commands. */
export function createApplicationContext(config: AppConfig, name = 'cli'): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger(config, name)),
    abortOnError: false,
  });
}
