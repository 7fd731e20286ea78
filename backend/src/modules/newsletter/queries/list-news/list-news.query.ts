import { Query } from '@nestjs/cqrs';
import type { NewsItemDto, NewsListDto } from './news-item.dto';

export class ListNewsQuery extends Query<NewsListDto> {}

export class GetNewsItemQuery extends Query<NewsItemDto> {
  constructor(readonly newsId: string) {
    super();
  }
}
