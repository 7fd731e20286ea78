import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { JobQueues } from '../../../platform/jobs/job-queues';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message';
import { GetSellerContactsQuery } from '../../mandates';
import { SEND_SALE_MAIL_JOB, type SaleMailJob } from '../mail/sale-mails';
import { NOTIFY_SELLERS_JOB, SALES_QUEUE, type NotifySellersJob } from './sale-jobs';

/**
 * At the deed, one closing mail per seller of the property: a mail job each, its id naming this job and the
 * seller, so a redelivered notice adds nothing new and each mail goes out once (the mail log).
 */
@Injectable()
export class NotifySellersJobHandler implements JobHandler<NotifySellersJob> {
  readonly queue = SALES_QUEUE;
  readonly jobName = NOTIFY_SELLERS_JOB;

  constructor(
    private readonly queries: QueryBus,
    private readonly queues: JobQueues,
  ) {}

  async handle(job: Job<NotifySellersJob>): Promise<void> {
    const { propertyId, offerId, deedDate, finalPriceEur, at } = job.data;
    const sellers = await this.queries.execute(new GetSellerContactsQuery(propertyId));
    await this.queues.addMany(
      MAIL_QUEUE,
      sellers.map((seller) => ({
        name: SEND_SALE_MAIL_JOB,
        jobId: `${job.id}-seller-${seller.sellerId}`,
        data: {
          kind: 'seller_completed',
          offerId,
          propertyId,
          sellerId: seller.sellerId,
          deedDate,
          finalPriceEur,
          at,
        } satisfies SaleMailJob,
      })),
    );
  }
}
