import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_QUEUE } from '../mail/mail-message';
import { redisOptions } from './redis-connection';

const KEEP_COMPLETED_SECONDS = 7 * 24 * 3600;

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
   * Enqueues once per job id: adding an id that exists already is a no-op in BullMQ. A job with a
   * `deduplicationId` is also not added while another job of that id waits, is delayed or runs (BullMQ's
   * deduplication, released when that job completes or fails): one piece of work, whichever events asked.
   */
  async addMany(
    queueName: string,
    jobs: readonly { name: string; data: unknown; jobId: string; runAt?: Date; deduplicationId?: string }[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    const now = Date.now();
    await this.get(queueName).addBulk(
      jobs.map((job) => ({
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

  /**
   * Removes jobs that have not run (waiting or delayed). A job that is running right now cannot be removed:
   * its handler must check at run time that it still applies.
   */
  async removeMany(queueName: string, jobIds: readonly string[]): Promise<void> {
    const queue = this.get(queueName);
    await Promise.all(jobIds.map((jobId) => queue.remove(jobId)));
  }

  private jobOptions(queueName: string): JobsOptions {
    // Mail has its own, longer retries: a mail server's outage of an hour or two must lose no mail.
    const retry = queueName === MAIL_QUEUE ? this.config.mail : this.config.jobs;
    return {
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
      // Permanent failures stay in Redis, visible to admins, until someone retries or discards them.
      removeOnFail: false,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}
