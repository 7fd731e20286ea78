import { Query } from '@nestjs/cqrs';
import type { SaleDto } from './sale.dto';

/** A property's sale as staff see it. */
export class GetSaleQuery extends Query<SaleDto> {
  constructor(readonly propertyId: string) {
    super();
  }
}
