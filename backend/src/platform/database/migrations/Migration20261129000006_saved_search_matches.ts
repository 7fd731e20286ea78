import { Migration } from '@mikro-orm/migrations';

/**
 * `listing_daily_activity.saved_search_matches`: how many saved searches the property matched that Madrid
 * day, projected from engagement's `SavedSearchesMatched`. Filled by rebuild-projections.
 */
export class Migration20261129000006_saved_search_matches extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table listing_daily_activity add column saved_search_matches int not null default 0;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table listing_daily_activity drop column saved_search_matches;');
  }
}
