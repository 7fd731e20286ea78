import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { withDataSubject } from '../../../platform/jobs/job-data-subject';
import { JobQueues } from '../../../platform/jobs/job-queues';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message';
import { ListReportableSellersQuery, sellerPerson } from '../../mandates';
import { scheduledTime } from '../../../platform/jobs/scheduled-time';
import { madridDate } from '../../../platform/time/madrid-calendar';
import { lastCompletedWeek } from '../domain/report-week';
import {
  SEND_SELLER_REPORT_JOB,
  sellerReportJobId,
  type SellerReportMailJob,
} from '../mail/seller-report-mails';
import { RUN_SELLER_REPORTS_JOB, SELLER_REPORTS_QUEUE } from './weekly-run';

/**
 * Monday's run: one read of the sellers of every mandate in force, then one mail job per seller and
 * property, added in bulk. The job id is the mail key, so a second run, a retry or a second worker adds
 * nothing new, and the mail log sends each report once. The reports are built when each mail is sent.
 */
@Injectable()
export class RunWeeklyReportsJobHandler implements JobHandler {
  readonly queue = SELLER_REPORTS_QUEUE;
  readonly jobName = RUN_SELLER_REPORTS_JOB;
  private readonly logger = new Logger(RunWeeklyReportsJobHandler.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly queues: JobQueues,
  ) {}

  async handle(job: Pick<Job, 'id' | 'timestamp'>): Promise<void> {
    const at = scheduledTime(job);
    const week = lastCompletedWeek(at);
    const sellers = await this.queries.execute(new ListReportableSellersQuery(madridDate(at)));
    const jobs = sellers.map(({ sellerId, propertyId }) => {
      const data: SellerReportMailJob = { sellerId, propertyId, isoWeek: week.isoWeek };
      // Named as the seller's, so erasing them withdraws the job before it runs.
      return {
        name: SEND_SELLER_REPORT_JOB,
        data: withDataSubject(data, sellerPerson(sellerId)),
        jobId: sellerReportJobId(data),
      };
    });
    await this.queues.addMany(MAIL_QUEUE, jobs);
    this.logger.log(`Seller reports of ${week.isoWeek}: ${jobs.length} queued`);
  }
}
