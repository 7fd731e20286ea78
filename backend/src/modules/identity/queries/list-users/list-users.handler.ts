import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../../../platform/http/roles';
import { ListUsersQuery } from './list-users.query';
import type { UserListDto } from './user-list.dto';
import { likeContains } from '../../../../platform/database/like-contains';

interface Row {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  display_name: string | null;
  role: Role;
  status: 'active' | 'disabled';
  registered_at: Date;
  last_sign_in_at: Date | null;
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
      `select u.id, u.email, u.email_verified, u.first_name, u.last_name, u.display_name, u.role, u.status,
         u.registered_at,
         (select max(s.created_at) from identity_sessions s where s.user_id = u.id) as last_sign_in_at,
         count(*) over () as total
       from identity_users u ${where}
       order by u.registered_at desc, u.id
       limit ? offset ?`,
      [...params, filters.pageSize, (filters.page - 1) * filters.pageSize],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        emailVerified: row.email_verified,
        firstName: row.first_name,
        lastName: row.last_name,
        displayName: row.display_name,
        role: row.role,
        status: row.status,
        registeredAt: new Date(row.registered_at).toISOString(),
        lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
      })),
      total: rows.length ? Number(rows[0].total) : 0,
      page: filters.page,
      pageSize: filters.pageSize,
    };
  }
}
