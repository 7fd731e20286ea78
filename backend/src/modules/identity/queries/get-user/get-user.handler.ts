import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { Role } from '../../../../platform/http/roles';
import type { UserListItemDto } from '../list-users/user-list.dto';
import { GetUserQuery } from './get-user.query';

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
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserListItemDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUserQuery): Promise<UserListItemDto> {
    const [row] = await this.em.fork().execute<Row[]>(
      `select u.id, u.email, u.email_verified, u.first_name, u.last_name, u.display_name, u.role, u.status,
         u.registered_at,
         (select max(s.created_at) from identity_sessions s where s.user_id = u.id) as last_sign_in_at
       from identity_users u where u.id = ?`,
      [userId],
    );
    if (!row) throw new DomainError('not_found', 'user_not_found', `No user ${userId}`);
    return {
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
    };
  }
}
