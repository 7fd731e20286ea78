import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { comingMonth } from '../../domain/letter-month';
import { newsRows } from '../../read-models/news.projection';
import { GetNewsItemQuery, ListNewsQuery } from './list-news.query';
import { NewsItemDto, type NewsListDto } from './news-item.dto';

@QueryHandler(ListNewsQuery)
export class ListNewsHandler implements IQueryHandler<ListNewsQuery, NewsListDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<NewsListDto> {
    const rows = await newsRows.all(this.em.fork());
    return { items: rows.map((row) => NewsItemDto.from(row)), comingMonth: comingMonth(this.clock.now()) };
  }
}

@QueryHandler(GetNewsItemQuery)
export class GetNewsItemHandler implements IQueryHandler<GetNewsItemQuery, NewsItemDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ newsId }: GetNewsItemQuery): Promise<NewsItemDto> {
    const row = await newsRows.byId(this.em.fork(), newsId);
    if (!row) throw new DomainError('not_found', 'news_item_not_found', `No news item ${newsId}`);
    return NewsItemDto.from(row);
  }
}
