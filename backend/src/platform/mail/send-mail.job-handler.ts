import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandler } from '../jobs/job-workers';
import { MAIL_QUEUE, SEND_MAIL_JOB, type MailJob } from './mail-message';
import { OnceMailer } from './once-mailer';

/**
 * Renders and sends the e-mail a job carries, once per job id (OnceMailer).
 */
@Injectable()
export class SendMailJobHandler implements JobHandler<MailJob> {
  readonly queue = MAIL_QUEUE;
  readonly jobName = SEND_MAIL_JOB;

  constructor(private readonly mailer: OnceMailer) {}

  handle(job: Job<MailJob>): Promise<void> {
    return this.mailer.send(String(job.id), async () => job.data);
  }
}
