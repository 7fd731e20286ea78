import { Query } from '@nestjs/cqrs';
import type { PropertyListDto } from './property-summary.dto';

export class ListPropertiesQuery extends Query<PropertyListDto> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
