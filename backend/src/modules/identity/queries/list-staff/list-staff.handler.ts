import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../../../platform/http/roles';
import { ListStaffQuery } from './list-staff.query';
import type { StaffMemberDto } from './staff-member.dto';

interface Row {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  display_name: string | null;
  role: Role;
}

@QueryHandler(ListStaffQuery)
export class ListStaffHandler implements IQueryHandler<ListStaffQuery, StaffMemberDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<StaffMemberDto[]> {
    const rows = await this.em.fork().execute<Row[]>(
      `select id, email, first_name, last_name, display_name, role
         from identity_users
        where role in ('admin', 'owner') and status = 'active'
        order by coalesce(nullif(display_name, ''), first_name || ' ' || last_name), id`,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.display_name || `${row.first_name} ${row.last_name}`.trim() || row.email.split('@')[0],
      role: row.role,
    }));
  }
}
