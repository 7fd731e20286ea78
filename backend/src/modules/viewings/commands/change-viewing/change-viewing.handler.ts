import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { ListStaffQuery } from '../../../identity';
import { viewingDecider, type ViewingCommand } from '../../domain/viewing.decider';
import { viewingStreamId } from '../../domain/viewing.events';
import { isAgentSlotTaken } from '../../read-models/viewing.projections';
import { ChangeViewingCommand } from './change-viewing.command';

/**
 * Decides a step on the viewing's stream. Two steps racing on the same viewing are decided again on the
 * fresh state (the second then meets the first's outcome); an agent already booked at that hour is a 409.
 */
@CommandHandler(ChangeViewingCommand)
export class ChangeViewingHandler implements ICommandHandler<ChangeViewingCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ change }: ChangeViewingCommand): Promise<CommandResult> {
    if (change.type === 'ConfirmViewing' || change.type === 'ProposeViewingTime') {
      const staff = await this.queries.execute(new ListStaffQuery());
      if (!staff.some((member) => member.id === change.agentId)) {
        throw new DomainError('invalid', 'viewing_agent_unknown', 'The agent is not an active staff member', {
          field: 'agentId',
        });
      }
    }
    try {
      return await this.runner.run({
        streamId: viewingStreamId(change.viewingId),
        decider: viewingDecider,
        retryOnConflict: true,
        command: { ...change, now: this.clock.now().toISOString() } as ViewingCommand,
      });
    } catch (error) {
      if (isAgentSlotTaken(error)) {
        throw new DomainError(
          'conflict',
          'agent_slot_taken',
          'This agent already has a viewing at that time. Choose another agent or time.',
          { field: 'agentId' },
        );
      }
      throw error;
    }
  }
}
