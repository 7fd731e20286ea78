import { Query } from '@nestjs/cqrs';
import type { PropertySummaryDto } from '../list-properties/property-summary.dto';

export class GetSimilarPropertiesQuery extends Query<PropertySummaryDto[]> {
  constructor(readonly propertyId: string) {
    super();
  }
}
