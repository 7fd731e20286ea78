import { Migration } from '@mikro-orm/migrations';

/**
 * Inquiries remember the signed-in account that sent them (null for anonymous visitors), so a client's panel
 * can list their own. Earlier inquiries were all recorded without an actor: nothing to fill in.
 */
export class Migration20261123100003_inquiry_sender extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table engagement_inquiries add column user_id uuid;
      create index engagement_inquiries_user on engagement_inquiries (user_id, sent_at desc)
        where user_id is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'drop index engagement_inquiries_user; alter table engagement_inquiries drop column user_id;',
    );
  }
}
