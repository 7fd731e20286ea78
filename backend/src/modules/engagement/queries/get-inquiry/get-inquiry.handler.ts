import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetAccountContactsQuery } from '../../../identity/queries/get-account-contacts/get-account-contacts.query';
import { inquiryNotFound, MANUAL_STATUS_TRANSITIONS } from '../../domain/inquiry';
import { GetInquiryQuery } from './get-inquiry.query';
import type { InquiryDetailDto } from './inquiry-detail.dto';
import { activityRows, inquiryRow, isoOrNull } from './inquiry-rows';

@QueryHandler(GetInquiryQuery)
export class GetInquiryHandler implements IQueryHandler<GetInquiryQuery, InquiryDetailDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ inquiryId }: GetInquiryQuery): Promise<InquiryDetailDto> {
    const em = this.em.fork();
    const row = await inquiryRow(em, inquiryId);
    if (!row) throw inquiryNotFound(inquiryId);
    const activity = await activityRows(em, inquiryId);
    const staffIds = new Set(activity.flatMap((step) => [step.actor_id, step.assignee_id]));
    staffIds.delete(null);
    const contacts = await this.queries.execute(new GetAccountContactsQuery([...staffIds] as string[]));
    const nameOf = (id: string | null) =>
      id ? (contacts.find((contact) => contact.userId === id)?.fullName ?? null) : null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      excerpt: row.message.slice(0, 160),
      propertyId: row.property_id,
      language: row.language,
      status: row.status,
      source: row.source,
      assigneeId: row.assignee_id,
      hasAccount: row.user_id !== null,
      sentAt: new Date(row.sent_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      nextStatuses: [...MANUAL_STATUS_TRANSITIONS[row.status]],
      activity: activity.map((step) => ({
        id: step.id,
        kind: step.kind,
        at: new Date(step.at).toISOString(),
        actorName: nameOf(step.actor_id),
        text: step.body,
        fromStatus: step.from_status,
        toStatus: step.to_status,
        assigneeName: nameOf(step.assignee_id),
        readAt: isoOrNull(step.read_at),
      })),
    };
  }
}
