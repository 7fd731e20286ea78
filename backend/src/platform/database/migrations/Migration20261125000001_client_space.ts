import { Migration } from '@mikro-orm/migrations';

/**
 * A client's own space: favorites, saved searches and alert settings (read models of the client streams);
 * the facts about properties that alerts and favorites need (a read model of the catalogue's events, owned by
 * engagement); and the alert log, the worker's own record of what it alerted about (not a read model: a
 * rebuild keeps it, so a replay never alerts twice).
 * - `engagement_saved_searches` keeps each filter in its own column, so one SQL statement finds the searches a
 *   property matches; `q_pattern` is the `like` pattern of the text filter, escaped when saved.
 * - `engagement_alert_log` is unique on (subject, property, reason, price): the same alert cannot be recorded,
 *   so cannot be mailed, twice.
 */
export class Migration20261125000001_client_space extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table engagement_favorites (
        user_id uuid not null,
        property_id text not null,
        added_at timestamptz not null,
        primary key (user_id, property_id)
      );
      create index engagement_favorites_property on engagement_favorites (property_id);

      create table engagement_saved_searches (
        id uuid primary key,
        user_id uuid not null,
        name text not null,
        filters jsonb not null,
        frequency text not null,
        locations jsonb,
        types jsonb,
        price_min integer,
        price_max integer,
        bedrooms_min integer,
        bathrooms_min integer,
        size_min integer,
        size_max integer,
        features jsonb,
        q_pattern text,
        created_at timestamptz not null,
        seen_at timestamptz not null
      );
      create index engagement_saved_searches_user on engagement_saved_searches (user_id, created_at);

      create table engagement_alert_settings (
        user_id uuid primary key,
        price_drop_alerts boolean not null
      );

      create table engagement_properties (
        id text primary key,
        reference text not null,
        status text not null,
        type text not null,
        location text not null,
        title jsonb not null,
        city text not null,
        area text not null,
        price_eur integer not null,
        bedrooms integer not null,
        bathrooms integer not null,
        size_built_m2 integer not null,
        amenities jsonb not null,
        cover_image jsonb,
        search_text text generated always as (lower(
          coalesce(title->>'es', '') || ' ' || coalesce(title->>'en', '') || ' ' || coalesce(title->>'de', '')
          || ' ' || coalesce(title->>'ru', '') || ' ' || coalesce(title->>'mk', '') || ' '
          || replace(location, '_', ' ') || ' ' || area || ' ' || city
        )) stored
      );

      create table engagement_alert_log (
        id bigserial primary key,
        subject_key text not null,
        user_id uuid not null,
        search_id uuid,
        property_id text not null,
        reason text not null,
        price_eur integer not null,
        previous_price_eur integer,
        delivery text not null,
        event_id uuid not null,
        occurred_at timestamptz not null,
        digest_key text,
        unique (subject_key, property_id, reason, price_eur)
      );
      create index engagement_alert_log_pending on engagement_alert_log (user_id, delivery, occurred_at)
        where digest_key is null and delivery in ('daily', 'weekly');
      create index engagement_alert_log_search on engagement_alert_log (search_id, occurred_at)
        where search_id is not null;
      create index engagement_alert_log_digest on engagement_alert_log (digest_key) where digest_key is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table engagement_alert_log;
      drop table engagement_properties;
      drop table engagement_alert_settings;
      drop table engagement_saved_searches;
      drop table engagement_favorites;
    `);
  }
}
