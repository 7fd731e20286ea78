import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { RecordAccountDataExportCommand } from '../../../identity';
import { ExportPersonalDataQuery } from '../../queries/export-personal-data/export-personal-data.query';
import type { PersonalDataExportDto } from '../../queries/export-personal-data/personal-data-export.dto';
import { HandOverAccountDataCommand } from './hand-over-account-data.command';

/**
 * Composes the copy of the account's data (the same the client downloads themselves), then has identity
 * record `AccountDataExported` on the account, the owner who handed it over in its metadata: the history says
 * who took a copy of whose data and when, never what it held. An unknown or erased account: 404, nothing
 * recorded.
 */
@CommandHandler(HandOverAccountDataCommand)
export class HandOverAccountDataHandler implements ICommandHandler<
  HandOverAccountDataCommand,
  PersonalDataExportDto
> {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId }: HandOverAccountDataCommand): Promise<PersonalDataExportDto> {
    const data = await this.queries.execute(new ExportPersonalDataQuery(userId));
    await this.commands.execute(new RecordAccountDataExportCommand(userId));
    return data;
  }
}
