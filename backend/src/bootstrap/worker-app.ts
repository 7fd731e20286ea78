import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import type { AppConfig } from '../platform/config/app-config';
import { JobWorkers } from '../platform/jobs/job-workers';
import { PinoNestLogger, createLogger } from '../platform/logging/logger';
import { ProcessorRunner } from '../platform/projections/processor-runner';

/** The worker: async processors (the job reactor among them) and the BullMQ workers. */
export interface WorkerApp {
  context: INestApplicationContext;
  stop(): Promise<void>;
}

export async function startWorkerApp(config: AppConfig): Promise<WorkerApp> {
  const logger = createLogger(config, 'worker');
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  const processors = context.get(ProcessorRunner);
  const workers = context.get(JobWorkers);
  workers.start();
  await processors.start();
  return {
    context,
    async stop() {
      // Stop taking new work, let running jobs finish, then close connections.
      await processors.stop();
      await workers.stop();
      await context.close();
    },
  };
}
