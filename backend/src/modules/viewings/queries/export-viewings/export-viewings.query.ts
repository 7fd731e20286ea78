import { Query } from '@nestjs/cqrs';
import type { ExportedViewingDto } from './exported-viewing.dto';

/** Every viewing a client asked for, the oldest first, for their copy of their data (GDPR art. 15, 20). */
export class ExportViewingsQuery extends Query<ExportedViewingDto[]> {
  constructor(readonly clientId: string) {
    super();
  }
}
