import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { JobQueues } from '../jobs/job-queues';
import { mailLog, type UnsentMail } from './mail-log';
import { MAIL_QUEUE } from './mail-message';

export type MailRetryOutcome = 'requeued' | 'running' | 'already_sent' | 'unknown' | 'job_lost';

/**
 * The operator's commands on mail that did not go out (`npm run cli -- mail ...`): list it, retry it (the
 * same job, so the same Message-ID), or record that the mail server's own log shows an uncertain mail arrived.
 */
@Injectable()
export class MailOperator {
  constructor(
    private readonly orm: MikroORM,
    private readonly queues: JobQueues,
  ) {}

  /** Refused, given up, uncertain, and still retrying after an error; newest first. */
  list(): Promise<UnsentMail[]> {
    return mailLog.undelivered(this.orm.em.fork());
  }

  async retry(jobId: string): Promise<MailRetryOutcome> {
    const em = this.orm.em.fork();
    const row = await mailLog.find(em, jobId);
    if (!row) return 'unknown';
    if (row.status === 'sent') return 'already_sent';
    // The payload (recipient, content) lives only in the job: without it there is nothing to send.
    const job = await this.queues.get(MAIL_QUEUE).getJob(jobId);
    if (!job) return 'job_lost';
    const state = await job.getState();
    if (state === 'active') return 'running';
    if (!(await mailLog.reopen(em, jobId))) return 'already_sent';
    if (state === 'failed' || state === 'completed') {
      await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
    } else if (state === 'delayed') {
      await job.promote();
    }
    return 'requeued';
  }

  /**
   * Retries every listed mail except the uncertain ones: each of those may have arrived, so it is retried by
   * its id once the mail server's log shows it did not.
   */
  async retryAll(): Promise<Record<MailRetryOutcome, number>> {
    const outcomes: Record<MailRetryOutcome, number> = {
      requeued: 0,
      running: 0,
      already_sent: 0,
      unknown: 0,
      job_lost: 0,
    };
    for (const mail of await this.list()) {
      if (mail.status !== 'uncertain') outcomes[await this.retry(mail.jobId)]++;
    }
    return outcomes;
  }

  /** The mail server's log shows the uncertain mail (by its Message-ID) was accepted: it is sent. */
  async confirmSent(jobId: string): Promise<boolean> {
    const em = this.orm.em.fork();
    const row = await mailLog.find(em, jobId);
    if (row?.status !== 'uncertain' || !row.messageId) return false;
    await mailLog.markSent(em, jobId, row.messageId);
    return true;
  }
}
