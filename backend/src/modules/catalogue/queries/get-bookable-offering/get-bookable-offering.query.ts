import { Query } from '@nestjs/cqrs';
import type { BookableOffering } from './bookable-offering';

/** A listed service or experience for the bookings module; 404 service_not_found / experience_not_found. */
export class GetBookableOfferingQuery extends Query<BookableOffering> {
  constructor(
    readonly kind: 'service' | 'experience',
    readonly id: string,
  ) {
    super();
  }
}
