import { Migration } from '@mikro-orm/migrations';

/**
 * The pipeline's counts, kept by its projection so the board and the sales report read a few hundred rows
 * instead of every deal: `pipeline_stage_counts`, the deals standing in each stage per agent and area;
 * `pipeline_stage_months`, the deals that reached each stage of the funnel per Madrid month, credited to the
 * agent and area the deal had then. Disposable, rebuilt from the log with the deals.
 */
export class Migration20261129000009_pipeline_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pipeline_stage_counts (
      stage text not null,
      agent_id text,
      area text,
      deals int not null
    );`);
    this.addSql(
      'create unique index pipeline_stage_counts_key on pipeline_stage_counts (stage, agent_id, area) nulls not distinct;',
    );
    this.addSql(`create table pipeline_stage_months (
      month date not null,
      stage text not null,
      agent_id text,
      area text,
      deals int not null
    );`);
    this.addSql(
      'create unique index pipeline_stage_months_key on pipeline_stage_months (month, stage, agent_id, area) nulls not distinct;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table pipeline_stage_months;');
    this.addSql('drop table pipeline_stage_counts;');
  }
}
