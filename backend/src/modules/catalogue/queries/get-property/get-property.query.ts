import { Query } from '@nestjs/cqrs';
import type { PropertyDetailDto } from './property-detail.dto';

export class GetPropertyQuery extends Query<PropertyDetailDto> {
  constructor(readonly propertyId: string) {
    super();
  }
}
