import { Query } from '@nestjs/cqrs';
import type { MailCalendar } from '../../../../platform/mail/mail-message';

/** The client's confirmed viewing as an .ics file to add to a calendar (METHOD:PUBLISH, the invitation's UID). */
export class GetViewingCalendarQuery extends Query<MailCalendar> {
  constructor(
    readonly viewingId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
