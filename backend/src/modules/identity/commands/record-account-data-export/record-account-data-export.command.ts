import { Command } from '@nestjs/cqrs';

/** Records on the account that an owner handed its person a copy of their data (never what it held). */
export class RecordAccountDataExportCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
