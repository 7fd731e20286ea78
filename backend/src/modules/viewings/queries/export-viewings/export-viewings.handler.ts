import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toViewingDto, toViewingFeedback, type ViewingRow } from '../viewing.dto';
import { ExportViewingsQuery } from './export-viewings.query';
import type { ExportedViewingDto } from './exported-viewing.dto';

@QueryHandler(ExportViewingsQuery)
export class ExportViewingsHandler implements IQueryHandler<ExportViewingsQuery, ExportedViewingDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId }: ExportViewingsQuery): Promise<ExportedViewingDto[]> {
    const rows = await this.em
      .fork()
      .execute<ViewingRow[]>('select * from viewings where client_id = ? order by requested_at, id', [
        clientId,
      ]);
    return rows.map((row) => {
      const { version: _version, ...viewing } = toViewingDto(row);
      return { ...viewing, feedback: toViewingFeedback(row) };
    });
  }
}
