import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_PROPERTY_STATUSES } from '../../domain/catalogue-enums';
import {
  ListIndexablePropertiesQuery,
  type IndexableProperties,
  type IndexableProperty,
} from './list-indexable-properties.query';

const statusList = (statuses: readonly string[]) => statuses.map((status) => `'${status}'`).join(', ');
const PUBLIC = statusList(PUBLIC_PROPERTY_STATUSES);
// Withdrawing a property takes it off the listing: that is a change of the listing too.
const ONCE_PUBLIC = statusList([...PUBLIC_PROPERTY_STATUSES, 'withdrawn']);

/**
 * One statement whatever the size of the catalogue: two figures and one page of public properties, reading
 * only what a sitemap needs (the image URLs out of the gallery, for the page's rows only).
 */
const SQL = `
  select
    (select count(*)::int from catalogue_properties where status in (${PUBLIC})) as total,
    (select max(updated_at) from catalogue_properties where status in (${ONCE_PUBLIC})) as listing_changed_at,
    (select coalesce(json_agg(json_build_object(
              'id', p.id,
              'updatedAt', p.updated_at,
              'imageUrls', array(select image->>'url' from jsonb_array_elements(p.details->'gallery'->'images') image)
            ) order by p.listed_at, p.id), '[]')
       from (select id from catalogue_properties where status in (${PUBLIC}) order by listed_at, id offset ? limit ?) page
       join catalogue_properties p using (id)) as items`;

interface Row {
  total: number;
  listing_changed_at: Date | null;
  items: (Omit<IndexableProperty, 'updatedAt'> & { updatedAt: string })[];
}

@QueryHandler(ListIndexablePropertiesQuery)
export class ListIndexablePropertiesHandler implements IQueryHandler<
  ListIndexablePropertiesQuery,
  IndexableProperties
> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: ListIndexablePropertiesQuery): Promise<IndexableProperties> {
    const [row] = await this.em.fork().getConnection().execute<Row[]>(SQL, [query.offset, query.limit]);
    return {
      total: row.total,
      listingChangedAt: row.listing_changed_at ? new Date(row.listing_changed_at) : null,
      items: row.items.map((item) => ({ ...item, updatedAt: new Date(item.updatedAt) })),
    };
  }
}
