import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DelayedError, type Job } from 'bullmq';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { Clock } from '../../../platform/time/clock';
import { ChangeSaleCommand } from '../commands/sale-steps/change-sale.command';
import { EXPIRE_OFFER_JOB, SALES_QUEUE, type ExpireOfferJob } from './sale-jobs';

/**
 * Expires a round when its day has ended in Madrid. The decider does nothing if the round was answered or
 * countered since; a job that runs early (a clock ahead of the agency's) waits again until the end.
 */
@Injectable()
export class ExpireOfferJobHandler implements JobHandler<ExpireOfferJob> {
  readonly queue = SALES_QUEUE;
  readonly jobName = EXPIRE_OFFER_JOB;

  constructor(
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async handle(job: Job<ExpireOfferJob>, token?: string): Promise<void> {
    const { propertyId, offerId, round, endsAt } = job.data;
    if (this.clock.now().getTime() < Date.parse(endsAt) && token) {
      await job.moveToDelayed(Date.parse(endsAt), token);
      throw new DelayedError();
    }
    await this.commands.execute(new ChangeSaleCommand(propertyId, { type: 'ExpireOffer', offerId, round }));
  }
}
