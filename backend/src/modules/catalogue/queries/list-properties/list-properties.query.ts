import { Query } from '@nestjs/cqrs';
import type { PropertySearch } from './property-search';
import type { PropertyListDto } from './property-summary.dto';

export class ListPropertiesQuery extends Query<PropertyListDto> {
  constructor(readonly search: PropertySearch = {}) {
    super();
  }
}
