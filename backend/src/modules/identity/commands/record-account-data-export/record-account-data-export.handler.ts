import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { RecordAccountDataExportCommand } from './record-account-data-export.command';

/** `AccountDataExported` on the account, the owner who handed the copy over in its metadata. */
@CommandHandler(RecordAccountDataExportCommand)
export class RecordAccountDataExportHandler implements ICommandHandler<RecordAccountDataExportCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: RecordAccountDataExportCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(userId),
      decider: userDecider(userId),
      command: { type: 'RecordDataExport', at: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
  }
}
