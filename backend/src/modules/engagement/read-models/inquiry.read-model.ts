import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountActorId, type StoredEvent } from '../../../platform/event-store/stored-event';
import type { InlineProjection } from '../../../platform/projections/projection';
import { ACCOUNT_ERASED, erasedAccountId, type AccountErased } from '../../identity';
import {
  INQUIRY_EVENT_TYPES,
  inquirySource,
  type InquiryEvent,
  type InquirySource,
  type InquiryStatus,
} from '../domain/inquiry';

/** Inquiries as the back office lists them and their clients read them. */
@Entity({ tableName: 'engagement_inquiries' })
export class InquiryReadModel {
  @PrimaryKey({ type: 'uuid' }) id: string;
  @Property({ type: 'text' }) name: string;
  @Property({ type: 'text' }) email: string;
  @Property({ type: 'text', nullable: true }) phone: string | null;
  @Property({ type: 'text', nullable: true }) subject: string | null;
  @Property({ type: 'text' }) message: string;
  @Property({ type: 'text', nullable: true, fieldName: 'property_id' }) propertyId: string | null;
  @Property({ type: 'text' }) language: string;
  @Property({ type: 'text' }) status: InquiryStatus;
  @Property({ type: 'text' }) source: InquirySource;
  @Property({ type: 'datetime', fieldName: 'sent_at' }) sentAt: Date;
  /** The client's account: the signed-in sender (the event's actor) or the account it joined; else null. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'user_id' }) userId: string | null;
  @Property({ type: 'uuid', nullable: true, fieldName: 'assignee_id' }) assigneeId: string | null;
  @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt: Date;
}

/** What one event after the inquiry adds to its thread and history (engagement_inquiry_activity). */
function activityRow(event: InquiryEvent): Record<string, unknown> | null {
  switch (event.type) {
    case 'InquiryReplied':
      return {
        kind: 'reply',
        body: event.data.message,
        reply_id: event.data.replyId,
        at: event.data.repliedAt,
      };
    case 'InquiryNoteAdded':
      return { kind: 'note', body: event.data.text, at: event.data.addedAt };
    case 'InquiryStatusChanged':
      return {
        kind: 'status',
        from_status: event.data.from,
        to_status: event.data.to,
        at: event.data.changedAt,
      };
    case 'InquiryAssigned':
      return { kind: 'assignment', assignee_id: event.data.assigneeId, at: event.data.assignedAt };
    case 'InquiryJoinedAccount':
      return { kind: 'joined', at: event.data.joinedAt };
    default:
      return null;
  }
}

/** The staff member who acted: the reply's or note's author, else the event's actor. */
function actor(event: StoredEvent<InquiryEvent>): string | null {
  if (event.type === 'InquiryReplied' || event.type === 'InquiryNoteAdded') return event.data.staffId;
  return accountActorId(event.metadata);
}

async function touch(em: EntityManager, inquiryId: string, at: string, changes = '', params: unknown[] = []) {
  await em.execute(
    `update engagement_inquiries set updated_at = greatest(updated_at, ?::timestamptz)${changes} where id = ?`,
    [at, ...params, inquiryId],
  );
}

export const inquiriesProjection: InlineProjection<InquiryEvent | AccountErased> = {
  name: 'engagement-inquiries',
  eventTypes: [...INQUIRY_EVENT_TYPES, ACCOUNT_ERASED],
  tables: ['engagement_inquiries', 'engagement_inquiry_activity'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      // The client's inquiries stay for the agency's records, without what identifies or quotes them; a
      // rebuild writes the same nulls (their personal fields read as erased).
      const userId = erasedAccountId(event);
      await em.execute(
        `update engagement_inquiry_activity set body = null
          where inquiry_id in (select id from engagement_inquiries where user_id = ?)`,
        [userId],
      );
      await em.execute(
        `update engagement_inquiries set name = null, email = null, phone = null, subject = null, message = null
          where user_id = ?`,
        [userId],
      );
      return;
    }
    if (event.type === 'InquirySent') {
      const { data } = event;
      await em.insert(InquiryReadModel, {
        id: data.inquiryId,
        name: data.name,
        email: data.email,
        phone: data.phone,
        subject: data.subject,
        message: data.message,
        propertyId: data.propertyId,
        language: data.language,
        status: 'new',
        source: inquirySource(data),
        sentAt: new Date(data.sentAt),
        userId: accountActorId(event.metadata),
        assigneeId: null,
        updatedAt: new Date(data.sentAt),
      });
      return;
    }
    const { inquiryId } = event.data;
    if (event.type === 'InquiryRepliesRead') {
      await em.execute(
        `update engagement_inquiry_activity set read_at = ?
          where inquiry_id = ? and kind = 'reply' and read_at is null
            and position <= (select position from engagement_inquiry_activity where reply_id = ?)`,
        [event.data.readAt, inquiryId, event.data.replyId],
      );
      return;
    }
    const row = activityRow(event);
    if (!row) return;
    await em.execute(
      `insert into engagement_inquiry_activity
         (id, inquiry_id, position, kind, actor_id, body, from_status, to_status, assignee_id, reply_id, at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        event.eventId,
        inquiryId,
        event.streamVersion,
        row.kind,
        actor(event),
        row.body ?? null,
        row.from_status ?? null,
        row.to_status ?? null,
        row.assignee_id ?? null,
        row.reply_id ?? null,
        row.at,
      ],
    );
    const at = row.at as string;
    if (event.type === 'InquiryStatusChanged')
      await touch(em, inquiryId, at, ', status = ?', [event.data.to]);
    else if (event.type === 'InquiryReplied') await touch(em, inquiryId, at, `, status = 'answered'`);
    else if (event.type === 'InquiryAssigned')
      await touch(em, inquiryId, at, ', assignee_id = ?', [event.data.assigneeId]);
    else if (event.type === 'InquiryJoinedAccount')
      await touch(em, inquiryId, at, ', user_id = ?', [event.data.userId]);
    else await touch(em, inquiryId, at);
  },
};
