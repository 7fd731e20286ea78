import { Query } from '@nestjs/cqrs';
import type { FavoriteListDto } from './favorite.dto';

export class ListFavoritesQuery extends Query<FavoriteListDto> {
  constructor(readonly userId: string) {
    super();
  }
}
