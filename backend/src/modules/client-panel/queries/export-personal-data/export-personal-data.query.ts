import { Query } from '@nestjs/cqrs';
import type { PersonalDataExportDto } from './personal-data-export.dto';

/** The copy of one person's data, composed from every module's own export query. */
export class ExportPersonalDataQuery extends Query<PersonalDataExportDto> {
  constructor(readonly userId: string) {
    super();
  }
}
