import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { AdminGetPropertyQuery } from '../../../catalogue';
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
    // A listing of any status may have its portals chosen; only an active one goes into the feeds.
    // An unknown property is a 404 `property_not_found`.
    await this.queries.execute(new AdminGetPropertyQuery(propertyId));
    await this.runner.run({
      streamId: portalChoiceStreamId(propertyId),
      decider: portalChoiceDecider,
      command: { type: 'ChoosePortals', propertyId, portals, now: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
    return { portals: normalizedPortals(portals as Portal[]) };
  }
}
