import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { withDataSubject } from '../../../platform/jobs/job-data-subject';
import { JobQueues } from '../../../platform/jobs/job-queues';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { scheduledTime } from '../../../platform/jobs/scheduled-time';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message';
import { accountPerson } from '../../../platform/privacy/personal-fields';
import { madridDate } from '../../../platform/time/madrid-calendar';
import { isFirstMonday, madridMonth } from '../domain/letter-month';
import { newsletterJobId, SEND_NEWSLETTER_JOB, type NewsletterMailJob } from '../mail/newsletter-mails';
import { subscribers } from '../read-models/subscribers.projection';
import { NEWSLETTER_QUEUE, RUN_NEWSLETTER_JOB } from './monthly-run';

/**
 * The first Monday's run: one read of the subscribed accounts, then one mail job per account, added in bulk.
 * The job id is the mail key (`newsletter-<account>-<YYYY-MM>`), so a second run, a retry or a second worker
 * adds nothing new, and the mail log sends each letter once. The letters are composed when each goes out.
 * A Monday that is not the month's first does nothing.
 */
@Injectable()
export class RunNewsletterJobHandler implements JobHandler {
  readonly queue = NEWSLETTER_QUEUE;
  readonly jobName = RUN_NEWSLETTER_JOB;
  private readonly logger = new Logger(RunNewsletterJobHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
  ) {}

  async handle(job: Pick<Job, 'id' | 'timestamp'>): Promise<void> {
    const at = scheduledTime(job);
    if (!isFirstMonday(madridDate(at))) return;
    const month = madridMonth(at);
    const userIds = await subscribers.subscribed(this.em.fork());
    const jobs = userIds.map((userId) => {
      const data: NewsletterMailJob = { userId, month };
      // Named as the account's, so erasing it withdraws the job before it runs.
      return {
        name: SEND_NEWSLETTER_JOB,
        data: withDataSubject(data, accountPerson(userId)),
        jobId: newsletterJobId(data),
      };
    });
    await this.queues.addMany(MAIL_QUEUE, jobs);
    this.logger.log(`Newsletter of ${month}: ${jobs.length} queued`);
  }
}
