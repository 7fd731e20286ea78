import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetAccountContactsQuery } from '../../../identity';
import type {
  FollowerCountListDto,
  MostFollowedListDto,
  MostFollowedPropertyDto,
  PropertyFollowerListDto,
} from './property-followers.dto';
import {
  CountFollowersQuery,
  ListMostFollowedQuery,
  ListPropertyFollowersQuery,
} from './property-followers.queries';

@QueryHandler(CountFollowersQuery)
export class CountFollowersHandler implements IQueryHandler<CountFollowersQuery, FollowerCountListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<FollowerCountListDto> {
    const rows = await this.em.fork().execute<{ property_id: string; followers: number }[]>(
      `select property_id, count(*)::int as followers from engagement_favorites
         group by property_id order by property_id`,
    );
    return { items: rows.map((row) => ({ propertyId: row.property_id, followers: row.followers })) };
  }
}

@QueryHandler(ListMostFollowedQuery)
export class ListMostFollowedHandler implements IQueryHandler<ListMostFollowedQuery, MostFollowedListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: ListMostFollowedQuery): Promise<MostFollowedListDto> {
    const rows = await this.em
      .fork()
      .execute<(Omit<MostFollowedPropertyDto, 'propertyId'> & { id: string })[]>(
        `select p.id, p.reference, p.title, p.status, counted.followers
       from (select property_id, count(*)::int as followers from engagement_favorites group by property_id) counted
       join engagement_properties p on p.id = counted.property_id and p.status <> 'deleted'
       order by counted.followers desc, p.reference limit ?`,
        [limit],
      );
    return {
      items: rows.map((row) => ({
        propertyId: row.id,
        reference: row.reference,
        title: row.title,
        status: row.status,
        followers: row.followers,
      })),
    };
  }
}

/** The followers of a property with how to reach them, from the identity module's own query. */
@QueryHandler(ListPropertyFollowersQuery)
export class ListPropertyFollowersHandler implements IQueryHandler<
  ListPropertyFollowersQuery,
  PropertyFollowerListDto
> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ propertyId }: ListPropertyFollowersQuery): Promise<PropertyFollowerListDto> {
    const rows = await this.em.fork().execute<{ user_id: string; added_at: Date }[]>(
      `select user_id, added_at from engagement_favorites where property_id = ?
         order by added_at desc, user_id`,
      [propertyId],
    );
    const contacts = await this.queries.execute(new GetAccountContactsQuery(rows.map((row) => row.user_id)));
    const byId = new Map(contacts.map((contact) => [contact.userId, contact]));
    return {
      items: rows.flatMap((row) => {
        const contact = byId.get(row.user_id);
        if (!contact) return [];
        return [
          {
            userId: row.user_id,
            name: contact.fullName || contact.name,
            email: contact.email,
            addedAt: new Date(row.added_at).toISOString(),
          },
        ];
      }),
    };
  }
}
