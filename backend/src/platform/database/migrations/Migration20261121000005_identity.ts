import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts and sessions. `identity_users` is a read model (rebuilt from the events); the other tables hold
 * what must never enter an event: password hashes, hashes of one-time e-mail tokens, sessions and the
 * hashes of their refresh tokens. They are not read models: a rebuild leaves them alone, which is also why
 * none of them has a foreign key to `identity_users`.
 */
export class Migration20261121000005_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table identity_users (
        id uuid primary key,
        version integer not null,
        email text not null,
        email_verified boolean not null,
        pending_email text,
        first_name text not null,
        last_name text not null,
        display_name text,
        phone text,
        language text not null,
        newsletter boolean not null,
        role text not null check (role in ('user', 'admin', 'owner')),
        status text not null check (status in ('active', 'disabled')),
        registered_at timestamptz not null,
        updated_at timestamptz not null
      );
      create unique index identity_users_email on identity_users (email);
      create index identity_users_registered_at on identity_users (registered_at desc);

      -- argon2id hashes (PHC strings carry their own salt and parameters).
      create table identity_credentials (
        user_id uuid primary key,
        password_hash text not null,
        updated_at timestamptz not null
      );

      -- One-time e-mail links: the SHA-256 of the token only. The mail job that sends a link creates it
      -- (job_id): a retried job replaces its own token, so at most one link per mail is valid.
      create table identity_one_time_tokens (
        token_hash text primary key,
        user_id uuid not null,
        purpose text not null check (purpose in ('verify_email', 'email_change', 'password_reset')),
        email text not null,
        job_id text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index identity_one_time_tokens_user on identity_one_time_tokens (user_id, purpose);

      -- A session is a refresh-token family: every refresh spends one token and issues the next.
      create table identity_sessions (
        id uuid primary key,
        user_id uuid not null,
        remember boolean not null,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        revoked_reason text
      );
      create index identity_sessions_user on identity_sessions (user_id, created_at desc);

      create table identity_refresh_tokens (
        token_hash text primary key,
        session_id uuid not null references identity_sessions (id) on delete cascade,
        created_at timestamptz not null,
        used_at timestamptz
      );
      create index identity_refresh_tokens_session on identity_refresh_tokens (session_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table identity_refresh_tokens;
      drop table identity_sessions;
      drop table identity_one_time_tokens;
      drop table identity_credentials;
      drop table identity_users;
    `);
  }
}
