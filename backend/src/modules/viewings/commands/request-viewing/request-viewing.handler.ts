import { randomUUID } from 'node:crypto';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { GetPropertyQuery } from '../../../catalogue';
import { viewingDecider } from '../../domain/viewing.decider';
import { viewingStreamId } from '../../domain/viewing.events';
import { RequestViewingCommand } from './request-viewing.command';

/**
 * Records a client's request. The catalogue answers through its public query: only a listed property can be
 * visited (404 property_not_found, 410 property_withdrawn); its title, reference and photo are kept with it.
 */
@CommandHandler(RequestViewingCommand)
export class RequestViewingHandler implements ICommandHandler<RequestViewingCommand, { viewingId: string }> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({
    request,
    viewingId = randomUUID(),
  }: RequestViewingCommand): Promise<{ viewingId: string }> {
    const property = await this.queries.execute(new GetPropertyQuery(request.propertyId));
    await this.runner.run({
      streamId: viewingStreamId(viewingId),
      decider: viewingDecider,
      command: {
        type: 'RequestViewing',
        viewingId,
        ...request,
        propertyTitle: property.title,
        propertyReference: property.reference,
        propertyImage: property.gallery.images[0]?.url ?? null,
        now: this.clock.now().toISOString(),
      },
    });
    return { viewingId };
  }
}
