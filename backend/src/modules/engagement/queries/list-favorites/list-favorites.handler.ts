import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FavoriteListDto, FavoritePropertyDto } from './favorite.dto';
import { ListFavoritesQuery } from './list-favorites.query';

interface Row {
  property_id: string;
  added_at: Date;
  reference: string;
  status: FavoritePropertyDto['status'];
  title: FavoritePropertyDto['title'];
  city: string;
  location: string;
  type: string;
  price_eur: number;
  bedrooms: number;
  bathrooms: number;
  size_built_m2: number;
  cover_image: FavoritePropertyDto['coverImage'];
}

@QueryHandler(ListFavoritesQuery)
export class ListFavoritesHandler implements IQueryHandler<ListFavoritesQuery, FavoriteListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListFavoritesQuery): Promise<FavoriteListDto> {
    const rows = await this.em.fork().execute<Row[]>(
      `select f.property_id, f.added_at, p.reference, p.status, p.title, p.city, p.location, p.type,
         p.price_eur, p.bedrooms, p.bathrooms, p.size_built_m2, p.cover_image
       from engagement_favorites f join engagement_properties p on p.id = f.property_id
       where f.user_id = ?
       order by f.added_at desc, f.property_id`,
      [userId],
    );
    return {
      items: rows.map((row) => ({
        propertyId: row.property_id,
        addedAt: new Date(row.added_at).toISOString(),
        property: {
          id: row.property_id,
          reference: row.reference,
          status: row.status,
          title: row.title,
          city: row.city,
          location: row.location,
          type: row.type,
          priceEur: row.status === 'deleted' ? null : row.price_eur,
          bedrooms: row.bedrooms,
          bathrooms: row.bathrooms,
          sizeBuiltM2: row.size_built_m2,
          coverImage: row.cover_image,
        },
      })),
    };
  }
}
