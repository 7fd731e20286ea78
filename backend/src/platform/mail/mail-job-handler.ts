import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import type { JobHandler } from '../jobs/job-workers';
import { MAIL_QUEUE, type MailJob } from './mail-message';
import type { OnceMailer } from './once-mailer';

/**
 * A job of the mail queue that sends one e-mail, at most once per job id (OnceMailer). A handler says only
 * what differs: its job's name, and how the mail is composed when it goes out from what the job names.
 */
export abstract class MailJobHandler<Data> implements JobHandler<Data> {
  readonly queue = MAIL_QUEUE;
  abstract readonly jobName: string;

  protected constructor(private readonly mailer: OnceMailer) {}

  handle(job: Job<Data>): Promise<void> {
    const jobId = String(job.id);
    return this.mailer.send(jobId, (em) => this.compose(em, job.data, jobId));
  }

  /**
   * The mail as it goes out now, read with the entity manager of the sent-log's claim; null when it no longer
   * applies (recorded as skipped, so a retry skips it too).
   */
  protected abstract compose(em: EntityManager, data: Data, jobId: string): Promise<MailJob | null>;
}
