import { Query } from '@nestjs/cqrs';
import type { AccountDataExportDto } from './account-data-export.dto';

/** Everything identity keeps about one account, for its copy of the person's data (GDPR art. 15, 20). */
export class ExportAccountDataQuery extends Query<AccountDataExportDto> {
  constructor(readonly userId: string) {
    super();
  }
}
