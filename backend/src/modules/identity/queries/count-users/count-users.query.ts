import { Query } from '@nestjs/cqrs';
import type { UserCountsDto } from './user-counts.dto';

export class CountUsersQuery extends Query<UserCountsDto> {}
