import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../../platform/http/roles';
import type { EntityHistoryDto } from './entity-history.dto';

/** One entity's timeline, newest first, each event with the fields it changed, as `viewer` may read it. */
export class GetEntityHistoryQuery extends Query<EntityHistoryDto> {
  constructor(
    readonly kind: string,
    readonly id: string,
    readonly viewer: Role,
  ) {
    super();
  }
}
