import { Migration } from '@mikro-orm/migrations';

/**
 * The second factor at sign-in. Every table holds secrets or their hashes, so none is an event's read model:
 * `rebuild-projections` never touches them, and erasing an account deletes its rows.
 * - `identity_totp_secrets`: the authenticator app's confirmed secret, sealed (AES-256-GCM under a key
 *   derived from JWT_SECRET); `last_used_step`, the 30-second step of the last accepted code, refuses a code
 *   used twice. `identity_totp_pending`: a new secret, sealed alike, waiting for its first code.
 * - `identity_recovery_codes`: HMAC-SHA-256 of each single-use code.
 * - `identity_passkeys`: WebAuthn credentials (public keys only), their counters and transports (comma list).
 * - `identity_second_factor_tickets`: what the password step hands out instead of a session, hashed; five
 *   minutes, single use, bound to the account and the remember-me choice; `purpose` enrol when the account
 *   must first set up a second factor.
 * - `identity_webauthn_challenges`: WebAuthn challenges, hashed, single use, five minutes.
 */
export class Migration20261201000001_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table identity_totp_secrets (
        user_id uuid primary key,
        sealed_secret text not null,
        confirmed_at timestamptz not null,
        last_used_step bigint null,
        created_at timestamptz not null
      );
      create table identity_totp_pending (
        user_id uuid primary key,
        sealed_secret text not null,
        created_at timestamptz not null
      );
      create table identity_recovery_codes (
        user_id uuid not null,
        code_hash text not null,
        created_at timestamptz not null,
        used_at timestamptz null,
        primary key (user_id, code_hash)
      );
      create table identity_passkeys (
        id uuid primary key,
        user_id uuid not null,
        credential_id text not null unique,
        public_key bytea not null,
        counter bigint not null,
        transports text not null default '',
        name text not null,
        created_at timestamptz not null,
        last_used_at timestamptz null
      );
      create index identity_passkeys_user_idx on identity_passkeys (user_id);
      create table identity_second_factor_tickets (
        ticket_hash text primary key,
        user_id uuid not null,
        purpose text not null check (purpose in ('sign_in', 'enrol')),
        remember boolean not null,
        failures int not null default 0,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz null
      );
      create index identity_second_factor_tickets_user_idx on identity_second_factor_tickets (user_id);
      create table identity_webauthn_challenges (
        challenge_hash text primary key,
        purpose text not null check (purpose in ('register', 'sign_in')),
        user_id uuid null,
        expires_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table identity_webauthn_challenges;
      drop table identity_second_factor_tickets;
      drop table identity_passkeys;
      drop table identity_recovery_codes;
      drop table identity_totp_pending;
      drop table identity_totp_secrets;
    `);
  }
}
