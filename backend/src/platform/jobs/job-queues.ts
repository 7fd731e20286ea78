import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions, type JobType } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_QUEUE } from '../mail/mail-message';
import { dataSubjectOf } from './job-data-subject';
import { redisOptions } from './redis-connection';

/**
 * How long a job that gave up stays in Redis for an operator to look into and retry: long enough for a
 * holiday, bounded because its data may hold a person's. Completed jobs go at once: what makes a job run
 * once is kept in Postgres (the mail sent-log keyed by the job id, the catalogue's own state for
 * translations), never in BullMQ's memory of finished jobs.
 */
export const KEEP_FAILED_SECONDS = 14 * 24 * 3600;

/** Every state in which a job keeps its data in Redis, but 'active' (a worker holds its lock). */
const STORED_STATES: readonly JobType[] = [
  'wait',
  'paused',
  'prioritized',
  'waiting-children',
  'delayed',
  'failed',
  'completed',
];
const PAGE = 500;

/** Jobs added to Redis in one transaction by `addMany`. */
const ADD_BATCH = 1000;

/** The BullMQ queues of the product, created on first use and closed on shutdown. */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: redisOptions(this.config.redisUrl, 'producer'),
        prefix: this.config.redisPrefix,
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * A PING over the mail queue's connection, one that lasts as long as the process (readiness asks at every
   * probe). Waits while the connection is being made or Redis does not answer: the caller sets the time limit.
   */
  async ping(): Promise<void> {
    // BullMQ's client type leaves out commands of the ioredis client it is.
    const client = (await this.get(MAIL_QUEUE).client) as unknown as Redis;
    await client.ping();
  }

  /**
   * Enqueues once per job id: adding an id that exists already is a no-op in BullMQ. A job with a
   * `deduplicationId` is also not added while another job of that id waits, is delayed or runs (BullMQ's
   * deduplication, released when that job completes or fails): one piece of work, whichever events asked.
   */
  async addMany(
    queueName: string,
    jobs: readonly { name: string; data: unknown; jobId: string; runAt?: Date; deduplicationId?: string }[],
  ): Promise<void> {
    const now = Date.now();
    // In batches: one Redis transaction per batch keeps a run of thousands (Monday's seller reports, a
    // digest) from holding Redis in one long MULTI.
    for (let start = 0; start < jobs.length; start += ADD_BATCH) {
      await this.get(queueName).addBulk(
        jobs.slice(start, start + ADD_BATCH).map((job) => ({
          name: job.name,
          data: job.data,
          opts: {
            ...this.jobOptions(queueName),
            jobId: job.jobId,
            ...(job.deduplicationId ? { deduplication: { id: job.deduplicationId } } : {}),
            ...(job.runAt && job.runAt.getTime() > now ? { delay: job.runAt.getTime() - now } : {}),
          },
        })),
      );
    }
  }

  /**
   * Removes jobs that have not run (waiting or delayed). A job that is running right now cannot be removed:
   * its handler must check at run time that it still applies.
   */
  async removeMany(queueName: string, jobIds: readonly string[]): Promise<void> {
    const queue = this.get(queueName);
    await Promise.all(jobIds.map((jobId) => queue.remove(jobId)));
  }

  /**
   * Removes every job of `queueName` whose data belongs to one of `persons` (its data subject), whatever its
   * state but active, and the queue's event-stream entries about them (a failure's reason may quote an
   * address). Reads the whole queue page by page: erasure is rare. Returns the ids of the jobs removed.
   */
  async removeJobsOf(queueName: string, persons: ReadonlySet<string>): Promise<string[]> {
    if (persons.size === 0) return [];
    const queue = this.get(queueName);
    const jobIds = new Set<string>();
    for (const state of STORED_STATES) {
      for (let start = 0; ; start += PAGE) {
        const jobs = await queue.getJobs(state, start, start + PAGE - 1, true);
        for (const job of jobs) {
          const person = job && dataSubjectOf(job.data);
          if (job?.id && person && persons.has(person)) jobIds.add(job.id);
        }
        if (jobs.length < PAGE) break;
      }
    }
    if (jobIds.size === 0) return [];
    await Promise.all([...jobIds].map((jobId) => queue.remove(jobId)));
    // BullMQ's client type leaves out the stream commands of the ioredis client it is.
    const redis = (await queue.client) as unknown as Redis;
    const entries = await redis.xrange(queue.keys.events, '-', '+');
    const about = entries
      .filter(([, fields]) => jobIds.has(fields[fields.indexOf('jobId') + 1]))
      .map(([entryId]) => entryId);
    if (about.length > 0) await redis.xdel(queue.keys.events, ...about);
    return [...jobIds];
  }

  private jobOptions(queueName: string): JobsOptions {
    // Mail has its own, longer retries: a mail server's outage of an hour or two must lose no mail.
    const retry = queueName === MAIL_QUEUE ? this.config.mail : this.config.jobs;
    return {
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      removeOnComplete: true,
      removeOnFail: { age: KEEP_FAILED_SECONDS },
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}
