import { Query } from '@nestjs/cqrs';
import type { Portal } from '../../domain/portals';

/** The portals a listing is published to (none when never chosen). */
export class GetPropertyPortalsQuery extends Query<Portal[]> {
  constructor(readonly propertyId: string) {
    super();
  }
}
