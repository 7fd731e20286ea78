import { Query } from '@nestjs/cqrs';
import type { MyOffersDto } from './my-offers.dto';

export class ListMyOffersQuery extends Query<MyOffersDto> {
  constructor(readonly clientId: string) {
    super();
  }
}
