import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { JobQueues } from '../jobs/job-queues';
import type { JobHandler } from '../jobs/job-workers';
import { mailLog } from './mail-log';
import { MAIL_QUEUE } from './mail-message';

export const MAIL_SWEEP_JOB = 'mail-sweep';
/** A 'sending' row nothing touched for this long is stuck (the health endpoint says so too). */
export const MAIL_STUCK_MINUTES = 15;
/** Mail that has not gone out after a day of retries is given up: listed for an operator, no longer retried. */
const GIVE_UP_HOURS = 24;

/**
 * Every few minutes (a BullMQ job scheduler), sends back to the queue the mails whose jobs ran out of attempts
 * while the mail server was down, with their attempts reset: an outage longer than the backoff loses no mail.
 * A mail whose job is gone from Redis, or that has failed for a day, is given up ('failed', for an operator);
 * one whose worker vanished after handing it over is 'uncertain'. Waiting, delayed and running jobs are on
 * their way (BullMQ itself gives a dead worker's running job to another worker).
 */
@Injectable()
export class MailSweep implements JobHandler {
  readonly queue = MAIL_QUEUE;
  readonly jobName = MAIL_SWEEP_JOB;
  private readonly logger = new Logger(MailSweep.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly queues: JobQueues,
  ) {}

  async handle(): Promise<void> {
    await this.sweep();
  }

  async sweep(): Promise<{ requeued: number; givenUp: number }> {
    const em = this.orm.em.fork();
    const queue = this.queues.get(MAIL_QUEUE);
    const giveUpBefore = Date.now() - GIVE_UP_HOURS * 3600_000;
    let requeued = 0;
    let givenUp = 0;
    for (const row of await mailLog.stuck(em, MAIL_STUCK_MINUTES)) {
      const job = await queue.getJob(row.jobId);
      const state = job ? await job.getState() : 'missing';
      if (state !== 'failed' && state !== 'missing') continue;
      if (row.handedOver) {
        await mailLog.markUndelivered(em, row.jobId, 'uncertain', 'worker_lost');
        givenUp++;
      } else if (!job || row.createdAt.getTime() < giveUpBefore) {
        await mailLog.markUndelivered(
          em,
          row.jobId,
          'failed',
          job ? (row.lastError ?? 'gave_up') : 'job_lost',
        );
        givenUp++;
      } else if (await this.retry(job)) {
        await mailLog.touch(em, row.jobId);
        requeued++;
      }
    }
    if (requeued || givenUp)
      this.logger.warn(`Mail sweep: ${requeued} sent back to the queue, ${givenUp} given up`);
    return { requeued, givenUp };
  }

  /** False when the job left the failed state meanwhile (an operator's retry came first). */
  private async retry(job: Job): Promise<boolean> {
    try {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    } catch (error) {
      if ((await job.getState()) === 'failed') throw error;
      return false;
    }
  }
}
