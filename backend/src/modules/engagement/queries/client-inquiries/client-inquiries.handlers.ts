import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetAccountContactsQuery } from '../../../identity';
import { inquiryNotFound, type InquiryStatus } from '../../domain/inquiry';
import { activityRows, inquiryRow, isoOrNull } from '../get-inquiry/inquiry-rows';
import type { ClientInquiryDetailDto, ClientInquiryDto } from './client-inquiry.dto';
import { GetClientInquiryQuery, ListClientInquiriesQuery } from './client-inquiries.queries';

interface Row {
  id: string;
  subject: string | null;
  excerpt: string;
  property_id: string | null;
  status: InquiryStatus;
  sent_at: Date;
  reply_count: string;
  unread_replies: string;
}

const SUMMARY = `select i.id, i.subject, left(i.message, 160) as excerpt, i.property_id, i.status, i.sent_at,
    (select count(*) from engagement_inquiry_activity a where a.inquiry_id = i.id and a.kind = 'reply') as reply_count,
    (select count(*) from engagement_inquiry_activity a
      where a.inquiry_id = i.id and a.kind = 'reply' and a.read_at is null) as unread_replies
  from engagement_inquiries i where i.user_id = ?`;

function summary(row: Row): ClientInquiryDto {
  return {
    id: row.id,
    subject: row.subject,
    excerpt: row.excerpt,
    propertyId: row.property_id,
    status: row.status,
    sentAt: new Date(row.sent_at).toISOString(),
    replyCount: Number(row.reply_count),
    unreadReplies: Number(row.unread_replies),
  };
}

@QueryHandler(ListClientInquiriesQuery)
export class ListClientInquiriesHandler implements IQueryHandler<
  ListClientInquiriesQuery,
  ClientInquiryDto[]
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListClientInquiriesQuery): Promise<ClientInquiryDto[]> {
    const rows = await this.em.fork().execute<Row[]>(`${SUMMARY} order by i.sent_at desc, i.id`, [userId]);
    return rows.map(summary);
  }
}

@QueryHandler(GetClientInquiryQuery)
export class GetClientInquiryHandler implements IQueryHandler<GetClientInquiryQuery, ClientInquiryDetailDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, inquiryId }: GetClientInquiryQuery): Promise<ClientInquiryDetailDto> {
    const em = this.em.fork();
    const [row] = await em.execute<Row[]>(`${SUMMARY} and i.id = ?`, [userId, inquiryId]);
    const inquiry = row && (await inquiryRow(em, inquiryId));
    if (!inquiry) throw inquiryNotFound(inquiryId);
    const replies = await activityRows(em, inquiryId, ['reply']);
    const authors = replies.flatMap((reply) => (reply.actor_id ? [reply.actor_id] : []));
    const contacts = await this.queries.execute(new GetAccountContactsQuery([...new Set(authors)]));
    return {
      ...summary(row),
      message: inquiry.message ?? '', // null only once erased, and then the account is gone
      replies: replies.map((reply) => ({
        id: reply.id,
        message: reply.body ?? '',
        author: contacts.find((contact) => contact.userId === reply.actor_id)?.name ?? null,
        at: new Date(reply.at).toISOString(),
        readAt: isoOrNull(reply.read_at),
      })),
    };
  }
}
