import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { GetSellerContactQuery } from '../../../mandates';
import {
  sellerReportLinksDecider,
  sellerReportLinksStreamId,
  type SellerReportLinksRevoked,
} from '../../domain/seller-report-links';
import { RevokeSellerReportLinksCommand } from './revoke-seller-report-links.command';

@CommandHandler(RevokeSellerReportLinksCommand)
export class RevokeSellerReportLinksHandler implements ICommandHandler<
  RevokeSellerReportLinksCommand,
  { generation: number }
> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ propertyId, sellerId }: RevokeSellerReportLinksCommand): Promise<{ generation: number }> {
    const seller = await this.queries.execute(new GetSellerContactQuery(sellerId));
    if (!seller || seller.propertyId !== propertyId) {
      throw new DomainError(
        'not_found',
        'seller_not_found',
        `Seller ${sellerId} does not sell ${propertyId}`,
      );
    }
    const { events } = await this.runner.run({
      streamId: sellerReportLinksStreamId(sellerId),
      decider: sellerReportLinksDecider,
      command: { type: 'RevokeSellerReportLinks', propertyId, sellerId, now: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
    return { generation: (events[0].data as SellerReportLinksRevoked['data']).generation };
  }
}
