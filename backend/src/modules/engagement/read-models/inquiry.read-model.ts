import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountActorId, type StoredEvent } from '../../../platform/event-store/stored-event';
import type { InlineProjection } from '../../../platform/projections/projection';
import type { InquirySent } from '../domain/inquiry';

/** Inquiries as the back office lists them. */
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
  @Property({ type: 'text' }) status: 'new';
  @Property({ type: 'datetime', fieldName: 'sent_at' }) sentAt: Date;
  /** The signed-in account that sent it (the event's actor); null for an anonymous visitor. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'user_id' }) userId: string | null;
}

export const inquiriesProjection: InlineProjection = {
  name: 'engagement-inquiries',
  eventTypes: ['InquirySent'],
  tables: ['engagement_inquiries'],
  async apply(em: EntityManager, stored: StoredEvent) {
    const { data } = stored as unknown as InquirySent;
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
      sentAt: new Date(data.sentAt),
      userId: accountActorId(stored.metadata),
    });
  },
};
