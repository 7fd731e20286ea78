import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PROPERTY_STATUSES, PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import { CountCatalogueQuery } from './count-catalogue.query';
import type { CatalogueCountsDto, PropertiesByStatusDto } from './catalogue-counts.dto';

@QueryHandler(CountCatalogueQuery)
export class CountCatalogueHandler implements IQueryHandler<CountCatalogueQuery, CatalogueCountsDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<CatalogueCountsDto> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select
         (select coalesce(jsonb_object_agg(status, n), '{}'::jsonb)
            from (select status, count(*)::int as n from catalogue_properties group by status) s) as properties,
         (select count(*)::int from catalogue_services) as services,
         (select count(*)::int from catalogue_services where premium) as premium_services,
         (select count(*)::int from catalogue_experiences where type = 'basic') as basic,
         (select count(*)::int from catalogue_experiences where type = 'vip') as vip`,
      );
    const counted = row.properties as Record<string, number>;
    const byStatus = Object.fromEntries(
      PROPERTY_STATUSES.map((status) => [status, counted[status] ?? 0]),
    ) as unknown as PropertiesByStatusDto;
    const sum = (statuses: readonly string[]) =>
      statuses.reduce((n, status) => n + (byStatus[status as keyof PropertiesByStatusDto] ?? 0), 0);
    const basic = row.basic as number;
    const vip = row.vip as number;
    return {
      properties: { total: sum(PROPERTY_STATUSES), public: sum(PUBLIC_PROPERTY_STATUSES), byStatus },
      services: { total: row.services as number, premium: row.premium_services as number },
      experiences: { total: basic + vip, basic, vip },
    };
  }
}
