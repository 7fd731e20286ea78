import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListPropertiesQuery } from '../../../catalogue';
import { SAVED_SEARCH_LIMIT, type AlertFrequency, type SearchFilters } from '../../domain/search-filters';
import { ListSavedSearchesQuery } from './list-saved-searches.query';
import type { SavedSearchListDto } from './saved-search.dto';

interface Row {
  id: string;
  name: string;
  filters: SearchFilters;
  frequency: AlertFrequency;
  reductions_only: boolean;
  created_at: Date;
  seen_at: Date;
  new_matches: number;
}

/**
 * A client's saved searches with their counts: the matches now come from the catalogue's own search (the
 * same answer /properties gives), the new ones since the client last looked from the alert log.
 */
@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery, SavedSearchListDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: ListSavedSearchesQuery): Promise<SavedSearchListDto> {
    const rows = await this.em.fork().execute<Row[]>(
      `select s.id, s.name, s.filters, s.frequency, s.reductions_only, s.created_at, s.seen_at,
         (select count(distinct l.property_id)::int from engagement_alert_log l
           where l.search_id = s.id and l.occurred_at > s.seen_at
             and case when s.reductions_only then l.reason = 'price_drop'
               else l.reason in ('published', 'back_on_market') end) as new_matches
       from engagement_saved_searches s where s.user_id = ? order by s.created_at, s.id`,
      [userId],
    );
    const counts = await Promise.all(
      rows.map((row) => this.queries.execute(new ListPropertiesQuery({ ...row.filters, limit: 1 }))),
    );
    return {
      items: rows.map((row, index) => ({
        id: row.id,
        name: row.name,
        filters: row.filters,
        frequency: row.frequency,
        reductionsOnly: row.reductions_only,
        createdAt: new Date(row.created_at).toISOString(),
        seenAt: new Date(row.seen_at).toISOString(),
        matchCount: counts[index].total,
        matchCountCapped: counts[index].totalIsCapped,
        newMatchCount: row.new_matches,
      })),
      limit: SAVED_SEARCH_LIMIT,
    };
  }
}
