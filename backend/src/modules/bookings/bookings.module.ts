import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { defineBookingErrorMessages } from './bookings-error-messages';
import { RecordBookingController } from './commands/record-booking/record-booking.http.controller';
import { RecordBookingHandler } from './commands/record-booking/record-booking.handler';
import { CountBookingsHandler } from './queries/count-bookings/count-bookings.handler';
import { ListLatestBookingsHandler } from './queries/list-latest-bookings/list-latest-bookings.handler';
import { BookingReadModel, bookingsProjection } from './read-models/booking.read-model';

/** Stays at the agency's properties: recorded by staff, counted and listed in the back office. */
@Module({
  imports: [MikroOrmModule.forFeature([BookingReadModel])],
  controllers: [RecordBookingController],
  providers: [RecordBookingHandler, CountBookingsHandler, ListLatestBookingsHandler],
})
export class BookingsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    defineBookingErrorMessages();
    this.projections.registerInline(bookingsProjection);
  }
}
