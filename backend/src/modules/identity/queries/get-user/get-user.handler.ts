import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { UserListItemDto } from '../list-users/user-list.dto';
import { USER_LIST_COLUMNS, toUserListItem, type UserListRow } from '../list-users/user-list-row';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserListItemDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUserQuery): Promise<UserListItemDto> {
    const [row] = await this.em
      .fork()
      .execute<UserListRow[]>(`select ${USER_LIST_COLUMNS} from identity_users u where u.id = ?`, [userId]);
    if (!row) throw new DomainError('not_found', 'user_not_found', `No user ${userId}`);
    return toUserListItem(row);
  }
}
