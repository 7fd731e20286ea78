import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { JobReactor } from '../../platform/jobs/job-reactor';
import { JobWorkers } from '../../platform/jobs/job-workers';
import { MailModule } from '../../platform/mail/mail.module';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { bookingEvents } from './domain/booking';
import { defineBookingErrorMessages } from './bookings-error-messages';
import { CancelMyBookingController } from './commands/cancel-my-booking/cancel-my-booking.http.controller';
import { ChangeBookingHandler } from './commands/change-booking/change-booking.handler';
import { ChangePaymentStatusController } from './commands/change-payment-status/change-payment-status.http.controller';
import { ChangePaymentStatusHandler } from './commands/change-payment-status/change-payment-status.handler';
import { ManageBookingController } from './commands/manage-booking/manage-booking.http.controller';
import { RecordBookingController } from './commands/record-booking/record-booking.http.controller';
import { RecordBookingHandler } from './commands/record-booking/record-booking.handler';
import { RequestBookingController } from './commands/request-booking/request-booking.http.controller';
import { RequestBookingHandler } from './commands/request-booking/request-booking.handler';
import { BookingMailJobHandler } from './mail/booking-mail.job-handler';
import { bookingMailReactions } from './mail/booking-mails';
import { CountBookingsHandler } from './queries/count-bookings/count-bookings.handler';
import { CountOpenBookingsHandler } from './queries/count-open-bookings/count-open-bookings.handler';
import { GetBookingController } from './queries/get-booking/get-booking.http.controller';
import { GetBookingHandler } from './queries/get-booking/get-booking.handler';
import { ListBookingsController } from './queries/list-bookings/list-bookings.http.controller';
import { ListBookingsHandler } from './queries/list-bookings/list-bookings.handler';
import { ListLatestBookingsHandler } from './queries/list-latest-bookings/list-latest-bookings.handler';
import { ListMyBookingsController } from './queries/list-my-bookings/list-my-bookings.http.controller';
import { ListMyBookingsHandler } from './queries/list-my-bookings/list-my-bookings.handler';
import { ExportBookingsHandler } from './queries/export-bookings/export-bookings.handler';
import { BookingGuestAccountJoiner } from './processors/booking-guest-account-joiner';
import { BookingReadModel, bookingsProjection } from './read-models/booking.read-model';

/**
 * Bookings: stays at the agency's properties recorded by staff, and services and experiences clients request
 * and staff confirm, decline, price, complete or cancel; their payment followed in the back office.
 */
@Module({
  imports: [MikroOrmModule.forFeature([BookingReadModel]), MailModule],
  controllers: [
    RecordBookingController,
    ListBookingsController,
    GetBookingController,
    ChangePaymentStatusController,
    ManageBookingController,
    RequestBookingController,
    ListMyBookingsController,
    CancelMyBookingController,
  ],
  providers: [
    RecordBookingHandler,
    ChangePaymentStatusHandler,
    RequestBookingHandler,
    ChangeBookingHandler,
    CountBookingsHandler,
    CountOpenBookingsHandler,
    ListLatestBookingsHandler,
    ListBookingsHandler,
    GetBookingHandler,
    ListMyBookingsHandler,
    ExportBookingsHandler,
    BookingMailJobHandler,
    BookingGuestAccountJoiner,
  ],
})
export class BookingsModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
    private readonly reactor: JobReactor,
    private readonly workers: JobWorkers,
    private readonly mailJobs: BookingMailJobHandler,
    private readonly guestAccountJoiner: BookingGuestAccountJoiner,
  ) {}

  onModuleInit(): void {
    defineBookingErrorMessages();
    this.eventSchemas.register(bookingEvents);
    this.projections.registerInline(bookingsProjection);
    this.projections.registerProcessor(this.guestAccountJoiner);
    this.workers.register(this.mailJobs);
    for (const reaction of bookingMailReactions()) this.reactor.register(reaction);
  }
}
