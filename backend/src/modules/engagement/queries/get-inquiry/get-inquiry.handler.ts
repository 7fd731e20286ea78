import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetAccountContactsQuery } from '../../../identity';
import { inquiryNotFound, MANUAL_STATUS_TRANSITIONS } from '../../domain/inquiry';
import { EXCERPT_LENGTH, inquiryListItem } from '../list-inquiries/inquiry-list-item';
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
      ...inquiryListItem({ ...row, excerpt: row.message?.slice(0, EXCERPT_LENGTH) ?? null }),
      phone: row.phone,
      message: row.message,
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
