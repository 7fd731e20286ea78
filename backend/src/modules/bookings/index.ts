// What other modules may use of bookings; everything else is its own.

// Queries and their answers
export { CountBookingsQuery } from './queries/count-bookings/count-bookings.query';
export { BookingCountsDto } from './queries/count-bookings/booking-counts.dto';
export {
  CountOpenBookingsQuery,
  type OpenBookings,
} from './queries/count-open-bookings/count-open-bookings.query';
export { ExportBookingsQuery } from './queries/export-bookings/export-bookings.query';
export { ExportedBookingDto } from './queries/export-bookings/exported-booking.dto';
export { ListLatestBookingsQuery } from './queries/list-latest-bookings/list-latest-bookings.query';
export { BookingSummaryDto } from './queries/list-latest-bookings/booking-summary.dto';
export { MyBookingDto } from './queries/list-my-bookings/my-booking.dto';
