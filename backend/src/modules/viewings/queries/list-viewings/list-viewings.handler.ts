import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetAccountContactsQuery } from '../../../identity';
import { toViewingDto, toViewingFeedback, type ViewingRow } from '../viewing.dto';
import type { AdminViewingListDto } from './admin-viewing.dto';
import { ListViewingsQuery } from './list-viewings.query';

/** The back office's list keeps to one screen of work: a week or a filter, at most this many. */
const LIMIT = 300;

@QueryHandler(ListViewingsQuery)
export class ListViewingsHandler implements IQueryHandler<ListViewingsQuery, AdminViewingListDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filters }: ListViewingsQuery): Promise<AdminViewingListDto> {
    const where: string[] = [];
    const values: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      where.push(sql);
      values.push(value);
    };
    if (filters.status) add('status = ?', filters.status);
    if (filters.propertyId) add('property_id = ?', filters.propertyId);
    if (filters.agentId) add('agent_id = ?', filters.agentId);
    if (filters.from) add('starts_at >= ?', filters.from);
    if (filters.to) add('starts_at < ?', filters.to);
    const rows = await this.em.fork().execute<ViewingRow[]>(
      `select * from viewings ${where.length ? `where ${where.join(' and ')}` : ''}
       order by starts_at, id limit ${LIMIT}`,
      values,
    );
    const clientIds = [...new Set(rows.map((row) => row.client_id))];
    const contacts = clientIds.length
      ? await this.queries.execute(new GetAccountContactsQuery(clientIds))
      : [];
    const byId = new Map(contacts.map((contact) => [contact.userId, contact]));
    return {
      items: rows.map((row) => {
        const contact = byId.get(row.client_id);
        return {
          ...toViewingDto(row),
          client: contact ? { id: contact.userId, name: contact.fullName, email: contact.email } : null,
          agentId: row.agent_id,
          language: row.language,
          feedback: toViewingFeedback(row),
        };
      }),
    };
  }
}
