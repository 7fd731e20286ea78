import { Migration } from '@mikro-orm/migrations';

/** Inquiries sent from the contact form and property pages, as the back office reads them. */
export class Migration20261121000004_engagement extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table engagement_inquiries (
        id uuid primary key,
        name text not null,
        email text not null,
        phone text,
        subject text,
        message text not null,
        property_id text,
        language text not null,
        status text not null,
        sent_at timestamptz not null
      );
      create index engagement_inquiries_sent_at on engagement_inquiries (sent_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table engagement_inquiries;');
  }
}
