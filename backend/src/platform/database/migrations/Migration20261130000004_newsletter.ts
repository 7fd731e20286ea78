import { Migration } from '@mikro-orm/migrations';

/**
 * The monthly newsletter's read models, both projected inline: `newsletter_news` (the agency's news items
 * by month, their five languages and review state) and `newsletter_subscribers` (each account's current
 * consent to the letter, from identity's consent events; an erased account has no row).
 */
export class Migration20261130000004_newsletter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table newsletter_news (
      id uuid primary key,
      month text not null,
      title jsonb not null,
      body jsonb not null,
      translations jsonb not null default '{}',
      published boolean not null default false,
      published_at timestamptz,
      written_at timestamptz not null,
      updated_at timestamptz not null,
      version int not null
    );`);
    this.addSql('create index newsletter_news_month on newsletter_news (month, published);');
    this.addSql(`create table newsletter_subscribers (
      user_id uuid primary key,
      subscribed boolean not null,
      source text not null,
      changed_at timestamptz not null
    );`);
    this.addSql(
      'create index newsletter_subscribers_subscribed on newsletter_subscribers (user_id) where subscribed;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table newsletter_subscribers;');
    this.addSql('drop table newsletter_news;');
  }
}
