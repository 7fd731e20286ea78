import { Query } from '@nestjs/cqrs';
import type { PropertyStatus } from '../../domain/catalogue-enums';
import type { AdminPropertyListDto } from './admin-property-list.dto';

export class AdminListPropertiesQuery extends Query<AdminPropertyListDto> {
  constructor(
    readonly q: string | undefined,
    readonly statuses: readonly PropertyStatus[],
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
