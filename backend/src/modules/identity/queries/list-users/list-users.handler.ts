import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListUsersQuery } from './list-users.query';
import type { UserListDto } from './user-list.dto';
import { USER_LIST_COLUMNS, toUserListItem, type UserListRow } from './user-list-row';
import { likeContains } from '../../../../platform/database/like-contains';

interface Row extends UserListRow {
  total: string;
}

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, UserListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters }: ListUsersQuery): Promise<UserListDto> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filters.search) {
      conditions.push(
        `(email like ? or lower(first_name) like ? or lower(last_name) like ? or lower(coalesce(display_name, '')) like ?
          or lower(first_name || ' ' || last_name) like ?)`,
      );
      params.push(...Array(5).fill(likeContains(filters.search)));
    }
    if (filters.role) {
      conditions.push('role = ?');
      params.push(filters.role);
    }
    if (filters.status) {
      conditions.push('status = ?');
      params.push(filters.status);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.em.fork().execute<Row[]>(
      `select ${USER_LIST_COLUMNS}, count(*) over () as total
       from identity_users u ${where}
       order by u.registered_at desc, u.id
       limit ? offset ?`,
      [...params, filters.pageSize, (filters.page - 1) * filters.pageSize],
    );
    return {
      items: rows.map(toUserListItem),
      total: rows.length ? Number(rows[0].total) : 0,
      page: filters.page,
      pageSize: filters.pageSize,
    };
  }
}
