import { Command } from '@nestjs/cqrs';
import type { PersonalDataExportDto } from '../../queries/export-personal-data/personal-data-export.dto';

/** An owner hands a client the copy of their data: composed by the client's panel, recorded on the account. */
export class HandOverAccountDataCommand extends Command<PersonalDataExportDto> {
  constructor(readonly userId: string) {
    super();
  }
}
