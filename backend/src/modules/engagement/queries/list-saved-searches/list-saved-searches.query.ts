import { Query } from '@nestjs/cqrs';
import type { SavedSearchListDto } from './saved-search.dto';

export class ListSavedSearchesQuery extends Query<SavedSearchListDto> {
  constructor(readonly userId: string) {
    super();
  }
}
