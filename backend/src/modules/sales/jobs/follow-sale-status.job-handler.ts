import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { SetPropertySaleStatusCommand, type PropertySaleStatus } from '../../catalogue';
import type { DealStage } from '../domain/sale.events';
import { FOLLOW_SALE_STATUS_JOB, SALES_QUEUE, type FollowSaleStatusJob } from './sale-jobs';

/** What the property's catalogue status and deal flag are at each stage of its deal. */
export const STATUS_OF_STAGE: Record<DealStage, { status: PropertySaleStatus | null; dealOpen: boolean }> = {
  offer_accepted: { status: null, dealOpen: true },
  reserved: { status: 'reserved', dealOpen: true },
  completed: { status: 'sold', dealOpen: false },
  fell_through: { status: 'active', dealOpen: false },
};

/**
 * Hands the deal's stage over to the catalogue. It reads the deal as it stands when the job runs, not as the
 * event said, so jobs running late or out of order converge on the current stage, and a job run again asks
 * for what is already there: the catalogue then records nothing.
 */
@Injectable()
export class FollowSaleStatusJobHandler implements JobHandler<FollowSaleStatusJob> {
  readonly queue = SALES_QUEUE;
  readonly jobName = FOLLOW_SALE_STATUS_JOB;

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  async handle(job: Job<FollowSaleStatusJob>): Promise<void> {
    const { propertyId } = job.data;
    const [deal] = await this.orm.em
      .fork()
      .execute<{ stage: DealStage }[]>('select stage from sales_deals where property_id = ?', [propertyId]);
    if (!deal) return;
    const { status, dealOpen } = STATUS_OF_STAGE[deal.stage];
    await this.commands.execute(new SetPropertySaleStatusCommand(propertyId, status, dealOpen));
  }
}
