import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { AdminGetPropertyQuery } from '../../../catalogue';
import { mandateDecider, type MandateCommand } from '../../domain/mandate.decider';
import { mandateStreamId } from '../../domain/mandate.events';
import { ChangeMandateCommand } from './change-mandate.command';

/**
 * Runs a change on the property's mandate stream. A mandate or a seller is only recorded for a property the
 * catalogue knows (404 property_not_found).
 */
@CommandHandler(ChangeMandateCommand)
export class ChangeMandateHandler implements ICommandHandler<ChangeMandateCommand, { version: number }> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ change, expectedVersion }: ChangeMandateCommand): Promise<{ version: number }> {
    if (change.type === 'RecordMandate' || change.type === 'AddSeller') {
      await this.queries.execute(new AdminGetPropertyQuery(change.propertyId));
    }
    const command = { ...change, now: this.clock.now().toISOString() } as MandateCommand;
    const result = await this.runner.run({
      streamId: mandateStreamId(change.propertyId),
      decider: mandateDecider,
      command,
      expectedVersion,
      retryOnConflict: expectedVersion === undefined,
    });
    return { version: result.version };
  }
}
