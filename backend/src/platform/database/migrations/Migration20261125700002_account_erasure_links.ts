import { Migration } from '@mikro-orm/migrations';

/** One-time links may confirm the erasure of an account (1 hour, single use, hashed like the others). */
export class Migration20261125700002_account_erasure_links extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table identity_one_time_tokens drop constraint identity_one_time_tokens_purpose_check;
      alter table identity_one_time_tokens add constraint identity_one_time_tokens_purpose_check
        check (purpose in ('verify_email', 'email_change', 'password_reset', 'account_erasure'));
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      delete from identity_one_time_tokens where purpose = 'account_erasure';
      alter table identity_one_time_tokens drop constraint identity_one_time_tokens_purpose_check;
      alter table identity_one_time_tokens add constraint identity_one_time_tokens_purpose_check
        check (purpose in ('verify_email', 'email_change', 'password_reset'));
    `);
  }
}
