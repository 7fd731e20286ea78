import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../../platform/http/roles';
import type { UserListDto } from './user-list.dto';

export interface UserFilters {
  search?: string;
  role?: Role;
  status?: 'active' | 'disabled';
  page: number;
  pageSize: number;
}

export class ListUsersQuery extends Query<UserListDto> {
  constructor(readonly filters: UserFilters) {
    super();
  }
}
