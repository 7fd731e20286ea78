import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { UpdateProfileCommand } from './update-profile.command';

/** Records `ProfileUpdated` with the fields that really changed (nothing when none did). */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(command.userId),
      decider: userDecider(command.userId),
      command: { type: 'UpdateProfile', changes: command.changes, at: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
  }
}
