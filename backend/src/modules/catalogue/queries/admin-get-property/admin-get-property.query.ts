import { Query } from '@nestjs/cqrs';
import type { AdminPropertyDetailDto } from './admin-property-detail.dto';

export class AdminGetPropertyQuery extends Query<AdminPropertyDetailDto> {
  constructor(readonly propertyId: string) {
    super();
  }
}
