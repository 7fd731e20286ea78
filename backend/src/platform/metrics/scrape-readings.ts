import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { JobQueues } from '../jobs/job-queues';
import { JobWorkers } from '../jobs/job-workers';
import { MailHealth } from '../mail/mail-health';
import { readProcessorLag } from '../projections/processor-lag';
import { ProjectionRegistry } from '../projections/projection-registry';
import { Clock } from '../time/clock';
import { Metrics } from './metrics';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** What tarn, the pool under MikroORM's knex, tells about its connections. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/**
 * The gauges read at scrape time from what every instance shares (queues in Redis, checkpoints and the mail log
 * in PostgreSQL) and from this process's pool: one command per queue, one query each for processors and mail.
 */
@Injectable()
export class ScrapeReadings implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly orm: MikroORM,
    private readonly queues: JobQueues,
    private readonly workers: JobWorkers,
    private readonly registry: ProjectionRegistry,
    private readonly mail: MailHealth,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    const { metrics } = this;
    metrics.addReading('queues', [metrics.queueJobs], async () => {
      await Promise.all(
        this.workers.queueNames().map(async (queue) => {
          const counts = await this.queues.get(queue).getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) metrics.queueJobs.set({ queue, state }, counts[state] ?? 0);
        }),
      );
    });
    metrics.addReading(
      'processors',
      [metrics.processorEventsWaiting, metrics.processorStalledSeconds],
      async () => {
        const processors = this.registry.asyncProcessors();
        for (const lag of await readProcessorLag(this.orm.em.fork(), processors, this.clock.now())) {
          metrics.processorEventsWaiting.set({ processor: lag.processor }, lag.waiting);
          metrics.processorStalledSeconds.set({ processor: lag.processor }, lag.stalledSeconds);
        }
      },
    );
    metrics.addReading('mail', [metrics.mailTrouble], async () => {
      for (const [state, count] of Object.entries(await this.mail.trouble())) {
        metrics.mailTrouble.set({ state }, count);
      }
    });
    metrics.addReading('database pool', [metrics.databasePool], () => {
      const pool = this.orm.em.getConnection().getKnex().client.pool as TarnPool;
      metrics.databasePool.set({ state: 'used' }, pool.numUsed());
      metrics.databasePool.set({ state: 'free' }, pool.numFree());
      metrics.databasePool.set({ state: 'pending_acquires' }, pool.numPendingAcquires());
      metrics.databasePool.set({ state: 'max' }, pool.max);
      return Promise.resolve();
    });
  }
}
