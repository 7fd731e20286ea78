import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { defineBookingErrorMessages } from './bookings-error-messages';
import { ChangePaymentStatusController } from './commands/change-payment-status/change-payment-status.http.controller';
import { ChangePaymentStatusHandler } from './commands/change-payment-status/change-payment-status.handler';
import { RecordBookingController } from './commands/record-booking/record-booking.http.controller';
import { RecordBookingHandler } from './commands/record-booking/record-booking.handler';
import { CountBookingsHandler } from './queries/count-bookings/count-bookings.handler';
import { ListBookingsController } from './queries/list-bookings/list-bookings.http.controller';
import { ListBookingsHandler } from './queries/list-bookings/list-bookings.handler';
import { ListLatestBookingsHandler } from './queries/list-latest-bookings/list-latest-bookings.handler';
import { BookingReadModel, bookingsProjection } from './read-models/booking.read-model';

/** Stays at the agency's properties: recorded by staff, listed and searched, their payment followed in the back office. */
@Module({
  imports: [MikroOrmModule.forFeature([BookingReadModel])],
  controllers: [RecordBookingController, ListBookingsController, ChangePaymentStatusController],
  providers: [
    RecordBookingHandler,
    ChangePaymentStatusHandler,
    CountBookingsHandler,
    ListLatestBookingsHandler,
    ListBookingsHandler,
  ],
})
export class BookingsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    defineBookingErrorMessages();
    this.projections.registerInline(bookingsProjection);
  }
}
