import { randomUUID } from 'node:crypto';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { AdminGetPropertyQuery } from '../../../catalogue';
import { saleDecider } from '../../domain/sale.decider';
import { saleStreamId } from '../../domain/sale.events';
import { MakeOfferCommand } from './make-offer.command';

/**
 * Records an offer on the property's sale. The catalogue answers whether the property exists (404
 * property_not_found) and its status (only an active one takes offers); its title, reference and photo are
 * kept with the offer.
 */
@CommandHandler(MakeOfferCommand)
export class MakeOfferHandler implements ICommandHandler<MakeOfferCommand, { offerId: string }> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ request, offerId = randomUUID() }: MakeOfferCommand): Promise<{ offerId: string }> {
    const property = await this.queries.execute(new AdminGetPropertyQuery(request.propertyId));
    await this.runner.run({
      streamId: saleStreamId(request.propertyId),
      decider: saleDecider,
      retryOnConflict: true,
      command: {
        type: 'MakeOffer',
        offerId,
        ...request,
        propertyStatus: property.status,
        propertyTitle: property.title,
        propertyReference: property.reference,
        propertyImage: property.gallery.images[0]?.url ?? null,
        now: this.clock.now().toISOString(),
      },
    });
    return { offerId };
  }
}
