import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { priceChangePercent } from '../domain/price-change';

/** A listing's price lowered: from what, to what, by how many whole percent, and when (ISO 8601). */
export interface PriceReduction {
  propertyId: string;
  previousPriceEur: number;
  priceEur: number;
  percent: number;
  changedAt: string;
}

interface ReductionRow {
  property_id: string;
  previous_price_eur: number;
  price_eur: number;
  changed_at: Date;
}

/** The catalogue's price history, for other modules (the monthly letter's reductions). */
@Injectable()
export class PriceHistory {
  constructor(private readonly em: EntityManager) {}

  /**
   * The reductions recorded in [from, to), the latest per property, of properties on the market (active) whose
   * price has not gone up since: a reduction taken back is none to announce. Oldest first; `percent` is
   * positive ("reduced by 6 %").
   */
  async reductionsBetween(from: Date, to: Date): Promise<PriceReduction[]> {
    const rows = await this.em.fork().execute<ReductionRow[]>(
      `select distinct on (c.property_id) c.property_id, c.previous_price_eur, c.price_eur, c.changed_at
       from catalogue_price_changes c
       join catalogue_properties p on p.id = c.property_id
       where c.price_eur < c.previous_price_eur
         and c.changed_at >= ? and c.changed_at < ?
         and p.status = 'active'
         and p.price_eur <= c.price_eur
       order by c.property_id, c.changed_at desc, c.event_id`,
      [from, to],
    );
    return rows
      .map((row) => ({
        propertyId: row.property_id,
        previousPriceEur: row.previous_price_eur,
        priceEur: row.price_eur,
        percent: -priceChangePercent(row.previous_price_eur, row.price_eur),
        changedAt: new Date(row.changed_at).toISOString(),
      }))
      .sort((a, b) => a.changedAt.localeCompare(b.changedAt) || a.propertyId.localeCompare(b.propertyId));
  }
}
