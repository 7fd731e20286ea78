import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { ExportPersonalDataQuery } from '../../../client-panel/queries/export-personal-data/export-personal-data.query';
import type { PersonalDataExportDto } from '../../../client-panel/queries/export-personal-data/personal-data-export.dto';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { HandOverAccountDataCommand } from './hand-over-account-data.command';

/**
 * Composes the copy of the account's data (the same the client downloads themselves), then records
 * `AccountDataExported` on the account, the owner who handed it over in its metadata: the history says who
 * took a copy of whose data and when, never what it held. An unknown or erased account: 404, nothing recorded.
 */
@CommandHandler(HandOverAccountDataCommand)
export class HandOverAccountDataHandler implements ICommandHandler<
  HandOverAccountDataCommand,
  PersonalDataExportDto
> {
  constructor(
    private readonly queries: QueryBus,
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: HandOverAccountDataCommand): Promise<PersonalDataExportDto> {
    const data = await this.queries.execute(new ExportPersonalDataQuery(userId));
    await this.runner.run({
      streamId: userStreamId(userId),
      decider: userDecider(userId),
      command: { type: 'RecordDataExport', at: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
    return data;
  }
}
