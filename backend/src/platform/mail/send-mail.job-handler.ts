import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import type { JobHandler } from '../jobs/job-workers';
import { MAIL_QUEUE, SEND_MAIL_JOB, type MailJob } from './mail-message';
import { mailLog } from './mail-log';
import { MailSender } from './mail-sender';

/**
 * Renders and sends one e-mail per job id, however often BullMQ delivers the job: the sent-log row is
 * claimed before the mail goes out and marked sent after; a job whose row says 'sent' does nothing.
 */
@Injectable()
export class SendMailJobHandler implements JobHandler<MailJob> {
  readonly queue = MAIL_QUEUE;
  readonly jobName = SEND_MAIL_JOB;
  private readonly logger = new Logger(SendMailJobHandler.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly sender: MailSender,
  ) {}

  async handle(job: Job<MailJob>): Promise<void> {
    const jobId = String(job.id);
    const em = this.orm.em.fork();
    if (!(await mailLog.claim(em, jobId))) {
      this.logger.log(`Mail ${jobId} was sent before; skipping`);
      return;
    }
    const messageId = await this.sender.sendMailJob(jobId, job.data);
    await mailLog.markSent(em, jobId, messageId);
  }
}
