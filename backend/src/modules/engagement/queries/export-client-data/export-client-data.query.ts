import { Query } from '@nestjs/cqrs';
import type { ClientDataExportDto } from './client-data-export.dto';

/**
 * Everything engagement keeps about one client (favorites, saved searches, alert settings and the alerts
 * sent, inquiries with the agency's replies), for their copy of their data (GDPR art. 15, 20).
 */
export class ExportClientDataQuery extends Query<ClientDataExportDto> {
  constructor(readonly userId: string) {
    super();
  }
}
