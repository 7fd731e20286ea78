import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountUsersQuery } from './count-users.query';
import type { UserCountsDto } from './user-counts.dto';

@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery, UserCountsDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<UserCountsDto> {
    const [row] = await this.em.fork().execute<Record<string, string>[]>(
      `select count(*) as total,
         count(*) filter (where status = 'active') as active,
         count(*) filter (where status = 'disabled') as disabled,
         count(*) filter (where email_verified) as email_verified,
         count(*) filter (where role = 'user') as users,
         count(*) filter (where role = 'admin') as admins,
         count(*) filter (where role = 'owner') as owners
       from identity_users`,
    );
    return {
      total: Number(row.total),
      active: Number(row.active),
      disabled: Number(row.disabled),
      emailVerified: Number(row.email_verified),
      byRole: { user: Number(row.users), admin: Number(row.admins), owner: Number(row.owners) },
    };
  }
}
