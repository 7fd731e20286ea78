import { Migration } from '@mikro-orm/migrations';

/**
 * Crypto-shredding of the personal data in events (docs/security-and-personal-data.md, Personal data):
 * - `person_keys`: one AES-256 key per person (an account, a visitor's inquiry, a guest's booking), linked to
 *   the account it belongs to. Not a read model: never truncated, never rebuilt. Erasure sets `key` to null
 *   and keeps the row, so what is appended about the person later is stored as erased at once.
 * - The events table stays append-only, with one exception: the one-off upgrade that seals the personal
 *   fields of events recorded before this migration (`encryptStoredPersonalData`, run by `migrate`) may
 *   update rows inside a transaction that sets `costa.sealing_personal_data`; erasing clear text is what the
 *   law demands of us. Deletes and truncates stay refused.
 * - Read models keep a row whose person is erased, without the personal values: their columns accept null.
 */
export class Migration20261125700001_personal_data extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table person_keys (
        person_id text primary key,
        account_id text,
        key bytea,
        wrapped boolean not null default false,
        created_at timestamptz not null default now(),
        erased_at timestamptz
      );
      create index person_keys_account on person_keys (account_id);

      create or replace function events_are_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and current_setting('costa.sealing_personal_data', true) = 'on' then
          return null;
        end if;
        raise exception 'events are append-only: % is not allowed', tg_op;
      end $$;

      alter table engagement_inquiries
        alter column name drop not null,
        alter column email drop not null,
        alter column message drop not null;
      alter table viewings
        alter column message drop not null,
        alter column phone drop not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function events_are_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'events are append-only: % is not allowed', tg_op;
      end $$;
      drop table person_keys;
    `);
  }
}
