import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { DestinationStream } from 'pino';
import { AppModule } from '../app.module';
import type { AppConfig } from '../platform/config/app-config';
import { JobWorkers } from '../platform/jobs/job-workers';
import { REDIS_WAIT, waitForRedis, type RedisWaitPolicy } from '../platform/jobs/redis-connection';
import { PinoNestLogger, createLogger } from '../platform/logging/logger';
import { startMetricsServer } from '../platform/metrics/metrics-server';
import { ProcessorRunner } from '../platform/projections/processor-runner';

/** The worker: async processors (the job reactor among them) and the BullMQ workers. */
export interface WorkerApp {
  context: INestApplicationContext;
  stop(): Promise<void>;
}

export interface WorkerStartOptions {
  logDestination?: DestinationStream;
  /** How to wait for Redis when it does not answer at start. */
  redisWait?: RedisWaitPolicy;
  /** Gives up waiting for Redis (the start then rejects). */
  signal?: AbortSignal;
}

/**
 * Starts the worker. Redis may be unreachable at this moment (it restarts, or comes up after the worker):
 * the worker then waits, trying again with exponential backoff and logging each attempt, and starts
 * processing once Redis answers. Events recorded meanwhile are waiting in the log for the job reactor.
 */
export async function startWorkerApp(
  config: AppConfig,
  options: WorkerStartOptions = {},
): Promise<WorkerApp> {
  const logger = createLogger(config, 'worker', options.logDestination);
  await waitForRedis(
    config.redisUrl,
    { failed: (line) => logger.warn(line), recovered: (line) => logger.info(line) },
    options.redisWait ?? REDIS_WAIT,
    options.signal,
  );
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  const processors = context.get(ProcessorRunner);
  const workers = context.get(JobWorkers);
  await workers.start();
  await processors.start();
  // METRICS_PORT: Prometheus's /metrics, and /health and /ready for the container's health check.
  const metricsServer = await startMetricsServer(context, config, { probes: true });
  logger.info(
    config.translation.provider === 'none'
      ? 'Machine translation is off (TRANSLATION_PROVIDER=none): catalogue texts are translated by hand only'
      : `Machine translation of catalogue texts by ${config.translation.provider}`,
  );
  return {
    context,
    async stop() {
      // Stop taking new work, let running jobs finish, then close connections.
      await processors.stop();
      await workers.stop();
      await metricsServer?.close();
      await context.close();
    },
  };
}
