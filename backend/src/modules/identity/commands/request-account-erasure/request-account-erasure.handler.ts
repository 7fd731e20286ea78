import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { RequestAccountErasureCommand } from './request-account-erasure.command';

/** Records `AccountErasureRequested`; the mail job sends the single-use link (keyed by the event id). */
@CommandHandler(RequestAccountErasureCommand)
export class RequestAccountErasureHandler implements ICommandHandler<RequestAccountErasureCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: RequestAccountErasureCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(userId),
      decider: userDecider(userId),
      command: { type: 'RequestAccountErasure', at: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
  }
}
