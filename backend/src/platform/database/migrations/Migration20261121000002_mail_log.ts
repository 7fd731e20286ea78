import { Migration } from '@mikro-orm/migrations';

/** One row per mail job: a retried job whose mail already went out is not sent again. */
export class Migration20261121000002_mail_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table mail_log (
        job_id text primary key,
        status text not null check (status in ('sending', 'sent')),
        attempts integer not null default 1,
        message_id text,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table mail_log;');
  }
}
