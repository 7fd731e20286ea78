import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { ListStaffQuery } from '../../../identity';
import { inquiryDecider, inquiryStreamId, type InquiryCommand } from '../../domain/inquiry';
import { ManageInquiryCommand } from './manage-inquiry.command';

/**
 * Decides a change of an inquiry on its stream. Staff act on the latest state (two colleagues at once: the
 * second decision is made again on the first one's result); an inquiry goes only to an active admin or owner.
 */
@CommandHandler(ManageInquiryCommand)
export class ManageInquiryHandler implements ICommandHandler<ManageInquiryCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ change }: ManageInquiryCommand): Promise<CommandResult> {
    if (change.type === 'AssignInquiry' && change.assigneeId) {
      const staff = await this.queries.execute(new ListStaffQuery());
      if (!staff.some((member) => member.id === change.assigneeId)) {
        throw new DomainError(
          'invalid',
          'assignee_not_staff',
          'Only an active admin or owner can take an inquiry',
          {
            field: 'assigneeId',
          },
        );
      }
    }
    return this.runner.run({
      streamId: inquiryStreamId(change.inquiryId),
      decider: inquiryDecider,
      retryOnConflict: true,
      command: { ...change, at: this.clock.now().toISOString() } as InquiryCommand,
    });
  }
}
