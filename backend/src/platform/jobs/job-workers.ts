import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Worker, type Job } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { requestContext } from '../http/request-context';
import { mailLog } from '../mail/mail-log';
import { PersonalData } from '../privacy/personal-data';
import { tracing } from '../tracing/tracing';
import { dataSubjectOf } from './job-data-subject';
import { JobQueues, KEEP_FAILED_SECONDS } from './job-queues';
import { traceOf } from './job-trace';
import { redisOptions } from './redis-connection';

/** Handles one kind of job. Handlers must be idempotent: BullMQ delivers at least once. */
export interface JobHandler<Data = unknown> {
  readonly queue: string;
  readonly jobName: string;
  /**
   * `token`: the worker's lock on the job, for a handler that moves its job back to delayed itself
   * (`job.moveToDelayed(when, token)`, then throws BullMQ's DelayedError).
   */
  handle(job: Job<Data>, token?: string): Promise<void>;
}

/** A job BullMQ starts by itself on a cron pattern in a time zone (a job scheduler, kept in Redis). */
export interface JobSchedule {
  readonly queue: string;
  /** Stable id: upserting the same schedule again replaces it, never doubles it. */
  readonly schedulerId: string;
  readonly pattern: string;
  readonly timeZone: string;
  readonly jobName: string;
  readonly data: unknown;
}

const CONCURRENCY = 5;

/** Runs a BullMQ worker per queue that has handlers (the worker process only). */
@Injectable()
export class JobWorkers {
  private readonly logger = new Logger(JobWorkers.name);
  private readonly handlers = new Map<string, Map<string, JobHandler>>();
  private readonly schedules: JobSchedule[] = [];
  private workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: JobQueues,
    private readonly orm: MikroORM,
    private readonly personalData: PersonalData,
  ) {}

  schedule(schedule: JobSchedule): void {
    this.schedules.push(schedule);
  }

  /** Every queue that has handlers or schedules: the product's queues, whichever process asks. */
  queueNames(): string[] {
    return [...new Set([...this.handlers.keys(), ...this.schedules.map((schedule) => schedule.queue)])];
  }

  register(handler: JobHandler<never>): void {
    const byName = this.handlers.get(handler.queue) ?? new Map<string, JobHandler>();
    byName.set(handler.jobName, handler as JobHandler);
    this.handlers.set(handler.queue, byName);
  }

  /**
   * Starts a worker per queue, connected when this resolves, and upserts the schedules (every worker does:
   * the same ids, one scheduler).
   */
  async start(): Promise<void> {
    for (const schedule of this.schedules) {
      await this.queues.get(schedule.queue).upsertJobScheduler(
        schedule.schedulerId,
        { pattern: schedule.pattern, tz: schedule.timeZone },
        {
          name: schedule.jobName,
          data: schedule.data,
          opts: { removeOnComplete: true, removeOnFail: { age: KEEP_FAILED_SECONDS } },
        },
      );
    }
    for (const [queue, byName] of this.handlers) {
      const worker = new Worker(
        queue,
        async (job: Job, token?: string) => {
          const handler = byName.get(job.name);
          if (!handler) throw new Error(`No handler for job ${job.name} on queue ${queue}`);
          const context = {
            requestId: job.id ?? job.name,
            actorId: 'system',
            correlationId: job.id ?? '',
            causationId: null,
          };
          // The job's span continues the trace of the request whose event made the job (tracing on).
          const traced = { queue, name: job.name, id: job.id, trace: traceOf(job.data) };
          await tracing.runJob(traced, () =>
            requestContext.run(context, () => this.run(handler, job, token)),
          );
        },
        {
          connection: redisOptions(this.config.redisUrl, 'worker'),
          prefix: this.config.redisPrefix,
          concurrency: CONCURRENCY,
          // A job whose worker died (killed, its machine lost) waits for its lock to expire, then the next
          // stalled check of a live worker puts it back in the queue.
          lockDuration: this.config.jobs.lockMs,
          stalledInterval: this.config.jobs.lockMs,
        },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn(
          `Job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`,
        ),
      );
      worker.on('error', (error) => this.logger.error(`Queue ${queue}: ${error.message}`));
      this.workers.push(worker);
    }
    // Connected before start resolves: a worker closed while its connections still open reports their
    // closing as an error nobody listens to any more (a stop right after a start, as tests and restarts do).
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
  }

  /**
   * Runs a job unless its person was erased: such a job completes without running, and so leaves Redis. A
   * job that fails while its person is being erased completes too, rather than going back to wait with the
   * person's data for a retry that would have nothing to do.
   */
  private async run(handler: JobHandler, job: Job, token?: string): Promise<void> {
    const person = dataSubjectOf(job.data);
    const erased = () => person !== null && this.personalData.isErased(this.orm.em.fork(), person);
    const withdraw = async () => {
      this.logger.log(`Job ${job.name} ${job.id} is about a person erased since; not run`);
      if (job.id) await mailLog.withdraw(this.orm.em.fork(), [job.id]);
    };
    if (await erased()) return withdraw();
    try {
      await handler.handle(job, token);
    } catch (error) {
      if (await erased()) return withdraw();
      throw error;
    }
  }

  /** Lets running jobs finish, then disconnects (SIGTERM). */
  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.workers = [];
  }
}
