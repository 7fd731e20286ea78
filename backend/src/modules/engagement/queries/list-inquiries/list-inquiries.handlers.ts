import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains } from '../../../../platform/database/like-contains';
import { EXCERPT_LENGTH, inquiryListItem, type InquiryListRow } from './inquiry-list-item';
import type { InquiryCountDto, InquiryListDto } from './inquiry-list.dto';
import { CountNewInquiriesQuery, ListInquiriesQuery } from './list-inquiries.query';
import { UNASSIGNED } from './list-inquiries.request.dto';

type Row = InquiryListRow & { total: string };

@QueryHandler(ListInquiriesQuery)
export class ListInquiriesHandler implements IQueryHandler<ListInquiriesQuery, InquiryListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters }: ListInquiriesQuery): Promise<InquiryListDto> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filters.q) {
      conditions.push(
        `(lower(name) like ? or lower(email) like ? or lower(coalesce(subject, '')) like ? or lower(message) like ?)`,
      );
      params.push(...Array(4).fill(likeContains(filters.q)));
    }
    if (filters.status) {
      conditions.push('status = ?');
      params.push(filters.status);
    }
    if (filters.source) {
      conditions.push('source = ?');
      params.push(filters.source);
    }
    if (filters.assigneeId === UNASSIGNED) conditions.push('assignee_id is null');
    else if (filters.assigneeId) {
      conditions.push('assignee_id = ?');
      params.push(filters.assigneeId);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.em.fork().execute<Row[]>(
      `select id, name, email, subject, left(message, ${EXCERPT_LENGTH}) as excerpt, property_id, language,
         status, source, assignee_id, user_id, sent_at, updated_at, count(*) over () as total
       from engagement_inquiries ${where}
       order by sent_at desc, id
       limit ? offset ?`,
      [...params, filters.pageSize, (filters.page - 1) * filters.pageSize],
    );
    return {
      items: rows.map(inquiryListItem),
      total: rows.length ? Number(rows[0].total) : 0,
      page: filters.page,
      pageSize: filters.pageSize,
    };
  }
}

@QueryHandler(CountNewInquiriesQuery)
export class CountNewInquiriesHandler implements IQueryHandler<CountNewInquiriesQuery, InquiryCountDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<InquiryCountDto> {
    const [row] = await this.em
      .fork()
      .execute<{ n: string }[]>(`select count(*) as n from engagement_inquiries where status = 'new'`);
    return { new: Number(row.n) };
  }
}
