import { Migration } from '@mikro-orm/migrations';

/**
 * What the sent-log needs to lose no mail and send none twice: when a mail was handed over to the mail server
 * (the moment after which only the server knows whether it took it), the last error (a code, never the
 * server's text, which may name the recipient), and the states of a mail that did not go out: refused by the
 * server for good, given up after a day of errors, uncertain (the worker died while the server had it), or
 * withdrawn (its person was erased before it went out).
 */
export class Migration20261128000001_mail_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table mail_log
        drop constraint mail_log_status_check,
        add constraint mail_log_status_check
          check (status in ('sending', 'sent', 'refused', 'failed', 'uncertain', 'withdrawn')),
        add column handed_over_at timestamptz,
        add column last_error text,
        add column updated_at timestamptz not null default now();
    `);
    this.addSql(`create index mail_log_unsent on mail_log (status, updated_at) where status <> 'sent';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index mail_log_unsent;`);
    this.addSql(`
      alter table mail_log
        drop column handed_over_at,
        drop column last_error,
        drop column updated_at,
        drop constraint mail_log_status_check,
        add constraint mail_log_status_check check (status in ('sending', 'sent'));
    `);
  }
}
