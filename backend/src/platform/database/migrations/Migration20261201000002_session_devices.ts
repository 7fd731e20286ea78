import { Migration } from '@mikro-orm/migrations';

/**
 * The account's sessions list and the staff's new-device e-mail.
 * - `identity_sessions` learns the browser it was opened from, as a family and a system, never the user agent
 *   itself nor an IP address: `browser` ("Chrome"), `browser_version` (its major version, "131"), `os`
 *   ("macOS") and `device_type` (desktop, mobile or tablet); null where the browser did not say.
 * - `identity_known_devices`: per account, the SHA-256 of each device cookie it signed in with, when first and
 *   last. Secrets' hashes: no read model, `rebuild-projections` never touches it, erasing the account deletes
 *   its rows.
 */
export class Migration20261201000002_session_devices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table identity_sessions
        add column browser text null,
        add column browser_version text null,
        add column os text null,
        add column device_type text null check (device_type in ('desktop', 'mobile', 'tablet'));
      create table identity_known_devices (
        user_id uuid not null,
        token_hash text not null,
        first_seen_at timestamptz not null,
        last_seen_at timestamptz not null,
        primary key (user_id, token_hash)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table identity_known_devices;
      alter table identity_sessions
        drop column browser,
        drop column browser_version,
        drop column os,
        drop column device_type;
    `);
  }
}
