import { Query } from '@nestjs/cqrs';
import type { ServiceListDto } from './service.dto';

export class ListServicesQuery extends Query<ServiceListDto> {
  /** `premium` undefined lists all services. */
  constructor(readonly premium?: boolean) {
    super();
  }
}
