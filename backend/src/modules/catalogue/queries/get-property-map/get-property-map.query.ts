import { Query } from '@nestjs/cqrs';
import type { PropertySearch } from '../list-properties/property-search';
import type { PropertyMapDto } from './property-map.dto';

export class GetPropertyMapQuery extends Query<PropertyMapDto> {
  constructor(readonly search: PropertySearch = {}) {
    super();
  }
}
