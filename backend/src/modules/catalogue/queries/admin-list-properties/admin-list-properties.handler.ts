import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueImage } from '../../domain/property';
import type { LocationKey, PropertyStatus } from '../../domain/catalogue-enums';
import type { LocalizedText } from '../../../../platform/i18n/languages';
import { likeContains } from '../../../../platform/database/like-contains';
import { AdminListPropertiesQuery } from './admin-list-properties.query';
import type { AdminPropertyListDto } from './admin-property-list.dto';

interface Row {
  id: string;
  version: number;
  reference: string;
  title: LocalizedText;
  location: LocationKey;
  city: string;
  area: string;
  price_eur: number;
  status: PropertyStatus;
  featured: boolean;
  cover_image: CatalogueImage | null;
  listed_at: string | Date;
  updated_at: string | Date;
  total: string;
}

/** Every property in any status; the text search uses the trigram index of `search_text`, or the reference. */
@QueryHandler(AdminListPropertiesQuery)
export class AdminListPropertiesHandler implements IQueryHandler<
  AdminListPropertiesQuery,
  AdminPropertyListDto
> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: AdminListPropertiesQuery): Promise<AdminPropertyListDto> {
    const where: string[] = ['true'];
    const params: unknown[] = [];
    if (query.q) {
      // Staff also look a property up by its reference (CC-SAN-001), which visitors never see.
      where.push('(search_text like ? or lower(reference) like ?)');
      params.push(likeContains(query.q), likeContains(query.q));
    }
    if (query.statuses.length) {
      where.push(`status in (${query.statuses.map(() => '?').join(', ')})`);
      params.push(...query.statuses);
    }
    const connection = this.em.fork().getConnection();
    const rows = await connection.execute<Row[]>(
      `select id, version, reference, title, location, city, area, price_eur, status, featured, cover_image,
         listed_at, updated_at, count(*) over () as total
       from catalogue_properties where ${where.join(' and ')}
       order by updated_at desc, id limit ? offset ?`,
      [...params, query.limit, query.offset],
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && query.offset > 0) {
      const [count] = await connection.execute<{ n: string }[]>(
        `select count(*) as n from catalogue_properties where ${where.join(' and ')}`,
        params,
      );
      total = Number(count.n);
    }
    return {
      items: rows.map((row) => ({
        id: row.id,
        version: row.version,
        reference: row.reference,
        title: row.title,
        location: row.location,
        city: row.city,
        area: row.area,
        priceEur: row.price_eur,
        status: row.status,
        featured: row.featured,
        coverImage: row.cover_image,
        listedAt: new Date(row.listed_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }
}
