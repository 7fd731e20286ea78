import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { GetAccountContactsQuery } from '../../identity';
import { BookingReadModel } from '../read-models/booking.read-model';
import {
  agencyBookingMail,
  clientBookingMail,
  SEND_BOOKING_MAIL_JOB,
  type BookingMailJob,
} from './booking-mails';

/**
 * Sends a booking mail once per job (OnceMailer: the job id is the purpose and the event id). The client's
 * address, name and language are read from identity at sending time; a disabled or deleted account gets none.
 */
@Injectable()
export class BookingMailJobHandler extends MailJobHandler<BookingMailJob> {
  readonly jobName = SEND_BOOKING_MAIL_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(mailer);
  }

  protected async compose(em: EntityManager, job: BookingMailJob): Promise<MailJob | null> {
    const booking = await em.findOne(BookingReadModel, { id: job.bookingId });
    if (!booking?.clientId) return null;
    const [contact] = await this.queries.execute(new GetAccountContactsQuery([booking.clientId]));
    if (!contact?.active) return null;
    const client = {
      email: contact.email,
      name: contact.name,
      fullName: contact.fullName || contact.name,
      language: contact.language,
    };
    return job.audience === 'agency'
      ? agencyBookingMail(
          { ...client, name: contact.fullName || contact.name },
          booking,
          this.config.mail.agencyInbox,
          this.config.publicUrl,
        )
      : clientBookingMail(client, booking, job.event, this.config.publicUrl);
  }
}
