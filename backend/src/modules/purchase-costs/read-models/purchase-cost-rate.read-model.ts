import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { InlineProjection } from '../../../platform/projections/projection';
import type { RateKey } from '../domain/purchase-cost-rates';
import {
  PURCHASE_COST_RATES_EVENT_TYPES,
  type PurchaseCostRatesEvent,
} from '../domain/purchase-cost-rates.events';

/** `purchase_cost_rates`: the table in force, one row per rate, every row at the table's version. */
@Entity({ tableName: 'purchase_cost_rates' })
export class PurchaseCostRateReadModel {
  @PrimaryKey({ type: 'text' }) key: RateKey;
  @Property({ type: 'double', fieldName: 'rate_pct', nullable: true }) ratePct: number | null;
  @Property({ type: 'integer', fieldName: 'max_value_eur', nullable: true }) maxValueEur: number | null;
  @Property({ type: 'integer', fieldName: 'min_eur', nullable: true }) minEur: number | null;
  @Property({ type: 'integer', fieldName: 'max_eur', nullable: true }) maxEur: number | null;
  @Property({ type: 'text' }) source: string;
  @Property({ type: 'text', fieldName: 'source_url', nullable: true }) sourceUrl: string | null;
  @Property({ type: 'date', fieldName: 'effective_from' }) effectiveFrom: string;
  @Property({ type: 'date', fieldName: 'reviewed_on' }) reviewedOn: string;
  @Property({ type: 'integer' }) version: number;
  @Property({ type: 'datetime', fieldName: 'revised_at' }) revisedAt: Date;
}

export const purchaseCostRatesProjection: InlineProjection<PurchaseCostRatesEvent> = {
  name: 'purchase-cost-rates',
  eventTypes: PURCHASE_COST_RATES_EVENT_TYPES,
  tables: ['purchase_cost_rates'],
  async apply(em, event) {
    // Each revision carries the whole table: a key it no longer has leaves the read model too.
    await em.execute('delete from purchase_cost_rates');
    for (const rate of event.data.rates) {
      await em.execute(
        `insert into purchase_cost_rates (key, rate_pct, max_value_eur, min_eur, max_eur, source, source_url,
           effective_from, reviewed_on, version, revised_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          rate.key,
          rate.ratePct,
          rate.maxValueEur,
          rate.minEur,
          rate.maxEur,
          rate.source,
          rate.sourceUrl,
          rate.effectiveFrom,
          rate.reviewedOn,
          event.streamVersion,
          event.data.revisedAt,
        ],
      );
    }
  },
};
