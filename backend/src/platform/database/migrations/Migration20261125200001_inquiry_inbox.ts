import { Migration } from '@mikro-orm/migrations';

/**
 * The agency's inbox. Inquiries get their source (contact page, property page, booking request), who is in
 * charge and when they last changed; `engagement_inquiry_activity` is each inquiry's thread and history, one row
 * per event after the inquiry itself (replies, internal notes, status changes, assignments, joining an
 * account), keyed by the event's id so a rebuild writes the same rows. A reply's `read_at` is when its client
 * read it. Verified addresses find the visitors' inquiries to join by `lower(email)`. Existing inquiries are contact or property inquiries that never changed.
 */
export class Migration20261125200001_inquiry_inbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table engagement_inquiries
        add column source text not null default 'contact',
        add column assignee_id uuid,
        add column updated_at timestamptz;
      update engagement_inquiries
         set source = case when property_id is not null then 'property' else 'contact' end,
             updated_at = sent_at;
      alter table engagement_inquiries alter column source drop default, alter column updated_at set not null;
      create index engagement_inquiries_status on engagement_inquiries (status, sent_at desc);
      create index engagement_inquiries_unjoined_email on engagement_inquiries (lower(email)) where user_id is null;

      create table engagement_inquiry_activity (
        id uuid primary key,
        inquiry_id uuid not null,
        position integer not null,
        kind text not null,
        actor_id uuid,
        body text,
        from_status text,
        to_status text,
        assignee_id uuid,
        reply_id uuid,
        read_at timestamptz,
        at timestamptz not null,
        unique (inquiry_id, position)
      );
      create index engagement_inquiry_unread_replies on engagement_inquiry_activity (inquiry_id)
        where kind = 'reply' and read_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table engagement_inquiry_activity;
      drop index engagement_inquiries_status;
      drop index engagement_inquiries_unjoined_email;
      alter table engagement_inquiries drop column source, drop column assignee_id, drop column updated_at;
    `);
  }
}
