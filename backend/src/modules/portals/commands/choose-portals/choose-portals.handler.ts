import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { GetPortalListingsQuery } from '../../../catalogue';
import { portalChoiceDecider, portalChoiceStreamId } from '../../domain/portal-choice';
import { normalizedPortals, type Portal } from '../../domain/portals';
import { ChoosePortalsCommand } from './choose-portals.command';

@CommandHandler(ChoosePortalsCommand)
export class ChoosePortalsHandler implements ICommandHandler<ChoosePortalsCommand, { portals: Portal[] }> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ propertyId, portals }: ChoosePortalsCommand): Promise<{ portals: Portal[] }> {
    const [listing] = await this.queries.execute(new GetPortalListingsQuery([propertyId]));
    if (!listing) throw new DomainError('not_found', 'property_not_found', 'This property does not exist.');
    await this.runner.run({
      streamId: portalChoiceStreamId(propertyId),
      decider: portalChoiceDecider,
      command: { type: 'ChoosePortals', propertyId, portals, now: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
    return { portals: normalizedPortals(portals as Portal[]) };
  }
}
