import { Query } from '@nestjs/cqrs';
import type { MandateViewDto } from './mandate-view.dto';

/** A property's mandate and sellers for the back office; `fullContacts` for owners, masked otherwise. */
export class GetMandateViewQuery extends Query<MandateViewDto> {
  constructor(
    readonly propertyId: string,
    readonly fullContacts: boolean,
  ) {
    super();
  }
}
