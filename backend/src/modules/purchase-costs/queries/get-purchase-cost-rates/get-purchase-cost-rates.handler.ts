import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RATE_KEYS } from '../../domain/purchase-cost-rates';
import { PurchaseCostRateReadModel } from '../../read-models/purchase-cost-rate.read-model';
import { GetPurchaseCostRatesQuery } from './get-purchase-cost-rates.query';
import type { PurchaseCostRatesDto } from './purchase-cost-rates.dto';

@QueryHandler(GetPurchaseCostRatesQuery)
export class GetPurchaseCostRatesHandler implements IQueryHandler<
  GetPurchaseCostRatesQuery,
  PurchaseCostRatesDto
> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PurchaseCostRatesDto> {
    const rows = await this.em.fork().find(PurchaseCostRateReadModel, {});
    rows.sort((a, b) => RATE_KEYS.indexOf(a.key) - RATE_KEYS.indexOf(b.key));
    return {
      version: rows[0]?.version ?? 0,
      revisedAt: rows[0]?.revisedAt.toISOString() ?? null,
      rates: rows.map((row) => ({
        key: row.key,
        ratePct: row.ratePct,
        maxValueEur: row.maxValueEur,
        minEur: row.minEur,
        maxEur: row.maxEur,
        source: row.source,
        sourceUrl: row.sourceUrl,
        effectiveFrom: row.effectiveFrom,
        reviewedOn: row.reviewedOn,
      })),
    };
  }
}
