import { Query } from '@nestjs/cqrs';
import type { ExportedBookingDto } from './exported-booking.dto';

/**
 * Every booking of a person, the oldest first, for their copy of their data (GDPR art. 15, 20): the ones
 * they requested from their account and the stays the agency recorded for them as a guest (joined to their
 * account, or under the address it has now).
 */
export class ExportBookingsQuery extends Query<ExportedBookingDto[]> {
  constructor(
    readonly clientId: string,
    readonly email: string,
  ) {
    super();
  }
}
