import { Query } from '@nestjs/cqrs';
import type { PropertyComparisonDto } from './property-comparison.dto';

export class ComparePropertiesQuery extends Query<PropertyComparisonDto> {
  /** `propertyIds`: 1 to 4 distinct catalogue ids, in the order the visitor arranged them. */
  constructor(readonly propertyIds: readonly string[]) {
    super();
  }
}
