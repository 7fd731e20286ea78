import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { EnableUserCommand } from './enable-user.command';

@CommandHandler(EnableUserCommand)
export class EnableUserHandler implements ICommandHandler<EnableUserCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: EnableUserCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(command.userId),
      decider: userDecider(command.userId),
      command: { type: 'EnableUser', actorId: command.actorId, at: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
  }
}
