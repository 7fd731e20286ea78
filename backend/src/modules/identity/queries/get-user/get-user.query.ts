import { Query } from '@nestjs/cqrs';
import type { UserListItemDto } from '../list-users/user-list.dto';

/** One account as staff read it (the same facts as a row of the owners' list); unknown id: not found. */
export class GetUserQuery extends Query<UserListItemDto> {
  constructor(readonly userId: string) {
    super();
  }
}
